/** The marketer feature's public entry: what other features and the composition root may use. */
export { MarketerApplicationRow } from './marketer-application.entity';
export { MarketerApplicationAdminResolver, MarketerApplicationResolver } from './marketer-application.resolver';
export { MarketerApplicationService } from './marketer-application.service';
export { MarketerRateChangeRow } from './marketer-rate-change.entity';
export { MarketerRow } from './marketer.entity';
export { toLegacyCustomer, toLegacyMarketer } from './marketer.legacy';
export { MarketerAdminResolver } from './marketer.resolver';
export { marketerRoutes } from './marketer.routes';
export { MarketerService, insertMarketerRecord } from './marketer.service';
export type { MarketerView, ReferredCustomerPageView, ReferredCustomerView } from './marketer.service';
export { Marketer, ReferredCustomer, ReferredCustomerPage } from './marketer.types';
export { UserMarketerResolver } from './user-marketer.resolver';
