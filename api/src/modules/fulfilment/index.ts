/** The fulfilment feature's public entry: what other features and the composition root may use. */
export { DeliveryAdminResolver, FulfilmentFactsResolver, HandoverResolver, PackHandoverResolver } from './fulfilment.resolver';
export { deliveryRoutes } from './fulfilment.routes';
export { FulfilmentService } from './fulfilment.service';
export { fulfilmentDuties } from './owed-work';
