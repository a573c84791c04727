import type Redis from 'ioredis';
import type { AppConfig } from './config/config';
import type { JobQueue } from './jobs/queue';
import { AuthService } from './modules/auth/auth.service';
import { LoginThrottle } from './modules/auth/login-throttle';
import { SessionTokens } from './modules/auth/session-token';
import { UserService } from './modules/user/user.service';

/** The application's services, wired once at start-up and shared by GraphQL, REST and workers. */
export interface Services {
  users: UserService;
  auth: AuthService;
}

export function createServices(config: AppConfig, deps: { jobs: JobQueue; redis?: Redis; throttle?: LoginThrottle }): Services {
  const users = new UserService();
  const auth = new AuthService({
    users,
    tokens: new SessionTokens(config.jwtSecret, config.jwtTtlSeconds),
    throttle: deps.throttle ?? new LoginThrottle(deps.redis),
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
  });
  return { users, auth };
}
