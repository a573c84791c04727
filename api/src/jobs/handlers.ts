import type { Mailer } from '../integrations/mail/mailer';
import type { JobHandlers } from './queue';

/** What each job does. Handlers call one integration or service method each. */
export function createJobHandlers(deps: { mailer: Mailer }): JobHandlers {
  return {
    'mail.send': (message) => deps.mailer.send(message),
  };
}
