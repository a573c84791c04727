import { SessionTokens } from '../../common/session-token';
import { QUEUE_BOARD_PASS_SECONDS, queueBoardPasses } from './queue-board-pass';

const secret = 'a-jwt-secret-that-is-at-least-32-characters';
const t0 = new Date('2026-11-23T08:00:00Z');
const claims = { sub: 'user-1', roles: ['Admin' as const], ver: 3 };

describe('queue board passes', () => {
  it('last 10 minutes', () => {
    const { token, expiresAt } = queueBoardPasses(secret).sign(claims, t0);
    expect(expiresAt.getTime() - t0.getTime()).toBe(QUEUE_BOARD_PASS_SECONDS * 1000);
    expect(queueBoardPasses(secret).verify(token, new Date(t0.getTime() + 599_000))).toMatchObject(claims);
    expect(queueBoardPasses(secret).verify(token, new Date(t0.getTime() + 600_000))).toBeUndefined();
  });

  it('are not session tokens, and session tokens are not passes', () => {
    const sessions = new SessionTokens(secret, 24 * 3600);
    expect(sessions.verify(queueBoardPasses(secret).sign(claims, t0).token, t0)).toBeUndefined();
    expect(queueBoardPasses(secret).verify(sessions.sign(claims, t0).token, t0)).toBeUndefined();
  });
});
