/** The auth feature's public entry: what other features and the composition root may use. */
export { AuthResolver } from './auth.resolver';
export { authRoutes, legacyUser } from './auth.routes';
export { ChangeMyPasswordInput } from './auth.types';
export { AuthService, emailTaken } from './auth.service';
export { LoginThrottle } from './login-throttle';
export { PasswordHasher } from './password-hasher';
export { PasswordResetTokenRow } from './password-reset-token.entity';
