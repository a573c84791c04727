/** The pay-link feature's public entry: what other features and the composition root may use. */
export { base62, payLinkKey, payLinkTokenHash, purposeKey } from './pay-link-token';
export { PayLinkRow } from './pay-link.entity';
export { PayLinkResolver } from './pay-link.resolver';
export { PayLinkService, payLinkPlanDependents } from './pay-link.service';
export type { IssuedPayLink } from './pay-link.service';
