/** The contact feature's public entry: what other features and the composition root may use. */
export { ContactMessageRow } from './contact-message.entity';
export { ContactThrottle } from './contact-throttle';
export { ContactResolver } from './contact.resolver';
export { contactRoutes } from './contact.routes';
export { ContactService } from './contact.service';
