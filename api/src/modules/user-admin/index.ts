/** The user-admin feature's public entry: what other features and the composition root may use. */
export { UserAdminResolver } from './user-admin.resolver';
export { ownAccountRoutes } from './own-account.routes';
export { userAdminRoutes } from './user-admin.routes';
export { UserAdminService } from './user-admin.service';
