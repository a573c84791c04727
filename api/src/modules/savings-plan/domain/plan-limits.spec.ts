import { MAX_PENDING_PLANS, pendingPlansProblem, pendingSince } from './plan-limits';

const now = new Date('2026-03-02T10:00:00Z');
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('plans awaiting their first payment', () => {
  it('allows up to 3', () => {
    expect(MAX_PENDING_PLANS).toBe(3);
    expect(pendingPlansProblem([], now)).toBeNull();
    expect(pendingPlansProblem([ago(HOUR), ago(2 * HOUR)], now)).toBeNull();
  });

  it('refuses a 4th, saying when the oldest lapses and another can be started', () => {
    expect(pendingPlansProblem([ago(HOUR), ago(3 * HOUR), ago(2 * HOUR)], now)).toBe(
      'You already have 3 plans waiting for their first payment. Pay or cancel one under Your Savings Plans on your profile, or start another in 21 hours.',
    );
    expect(pendingPlansProblem([ago(24 * HOUR - 30 * 60_000), now, now], now)).toMatch(/start another in 30 minutes\.$/);
    expect(pendingPlansProblem([ago(24 * HOUR - 1_000), now, now], now)).toMatch(/start another in 1 minute\.$/);
    expect(pendingPlansProblem([ago(23 * HOUR), now, now], now)).toMatch(/start another in 1 hour\.$/);
  });

  it('says at most 24 hours when a concurrent request started a plan just after this one read the clock', () => {
    const later = new Date(now.getTime() + 5);
    expect(pendingPlansProblem([later, later, later], now)).toMatch(/start another in 24 hours\.$/);
  });

  it('counts plans of the last day only: older ones have lapsed', () => {
    expect(pendingSince(now)).toEqual(ago(24 * HOUR));
  });
});
