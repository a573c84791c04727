/** The marketer-portal feature's public entry: what other features and the composition root may use. */
export { CustomerCommissionsResolver, MarketerPortalResolver } from './marketer-portal.resolver';
export { marketerPortalRoutes } from './marketer-portal.routes';
export { INACTIVE_MESSAGE, MarketerPortalService } from './marketer-portal.service';
