/** The user feature's public entry: what other features and the composition root may use. */
export { checkedProfile } from './phone-number';
export { namesOf } from './user-names';
export { UserRoleRow } from './user-role.entity';
export { UserRow } from './user.entity';
export type { UserStatus as UserStatusValue } from './user.entity';
export { UserResolver } from './user.resolver';
export { UserService, throwIfProblems } from './user.service';
export type { UserView } from './user.service';
export { PersonSort, Role, UpdateMyProfileInput, User, UserStatus } from './user.types';
