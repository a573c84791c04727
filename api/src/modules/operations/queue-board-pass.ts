import { createHmac } from 'node:crypto';
import { SessionTokens } from '../../common/session-token';

/** A pass to the queue board lives 10 minutes: enough to look into a failure, little if it leaks. */
export const QUEUE_BOARD_PASS_SECONDS = 10 * 60;

/**
 * Passes are session-shaped JWTs (user id, roles, token version) signed with a key of their own,
 * derived from JWT_SECRET: a pass cannot call the API as a session token, and a session token
 * is no pass. Whoever holds one is still checked against the database on every request.
 */
export function queueBoardPasses(jwtSecret: string): SessionTokens {
  const key = createHmac('sha256', jwtSecret).update('food-savings queue-board pass').digest('hex');
  return new SessionTokens(key, QUEUE_BOARD_PASS_SECONDS);
}
