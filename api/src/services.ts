import type Redis from 'ioredis';
import type { AppConfig } from './config/config';
import type { ImageStorage } from './integrations/storage/image-storage';
import type { JobQueue } from './jobs/queue';
import { AuthService } from './modules/auth/auth.service';
import { ContactService } from './modules/contact/contact.service';
import { ContactThrottle } from './modules/contact/contact-throttle';
import { FoodPackService } from './modules/food-pack/food-pack.service';
import { LoginThrottle } from './modules/auth/login-throttle';
import { SessionTokens } from './modules/auth/session-token';
import { UserService } from './modules/user/user.service';

/** The application's services, wired once at start-up and shared by GraphQL, REST and workers. */
export interface Services {
  users: UserService;
  auth: AuthService;
  foodPacks: FoodPackService;
  contact: ContactService;
}

export function createServices(
  config: AppConfig,
  deps: { jobs: JobQueue; storage: ImageStorage; redis?: Redis; throttle?: LoginThrottle; contactThrottle?: ContactThrottle },
): Services {
  const users = new UserService();
  const auth = new AuthService({
    users,
    tokens: new SessionTokens(config.jwtSecret, config.jwtTtlSeconds),
    throttle: deps.throttle ?? new LoginThrottle(deps.redis),
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
  });
  const foodPacks = new FoodPackService({ storage: deps.storage });
  const contact = new ContactService({
    jobs: deps.jobs,
    // Namespaced like the queue, so deployments (and test runs) sharing a Redis keep separate counts.
    throttle: deps.contactThrottle ?? new ContactThrottle(deps.redis, undefined, `${config.queuePrefix}:contact`),
    supportEmail: config.supportEmail,
  });
  return { users, auth, foodPacks, contact };
}
