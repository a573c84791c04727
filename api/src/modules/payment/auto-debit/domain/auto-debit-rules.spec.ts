import { attemptReference, classifyCharge, MAX_ATTEMPTS, nextAttempt, nextAttemptOn, PENDING_LAPSE_MS, planDebit, stopsAutomaticPayment, type AttemptState, type InstalmentState } from './auto-debit-rules';

describe('what a charge of a saved card means', () => {
  it('reads success, paused and still-processing answers', () => {
    expect(classifyCharge({ status: 'success', gatewayResponse: 'Approved' })).toEqual({ kind: 'success' });
    // Paused wins over whatever status comes with it: the customer must act.
    expect(classifyCharge({ paused: true, authorizationUrl: 'https://checkout.paystack.com/abc', status: 'ongoing' })).toEqual({ kind: 'paused', authorizationUrl: 'https://checkout.paystack.com/abc' });
    expect(classifyCharge({ status: 'ongoing', gatewayResponse: 'Processing' }).kind).toBe('pending');
    // A duplicate reference means Paystack has this attempt already: ask, never charge again.
    expect(classifyCharge({ refusal: 'Duplicate Transaction Reference' }).kind).toBe('pending');
  });

  it.each(['Insufficient Funds', 'Not sufficient funds', 'insufficient funds in account'])('retries insufficient funds (%s)', (gatewayResponse) => {
    expect(classifyCharge({ status: 'failed', gatewayResponse })).toMatchObject({ kind: 'failed', decline: 'insufficient_funds', retryable: true });
  });

  it.each([
    [{ status: 'failed', gatewayResponse: 'Expired Card' }],
    [{ status: 'failed', gatewayResponse: 'Lost or Stolen Card' }],
    [{ status: 'failed', gatewayResponse: 'Stolen Card, Pick-Up' }],
    [{ status: 'failed', gatewayResponse: 'Do Not Honor' }],
    [{ status: 'failed', gatewayResponse: 'Do not honour' }],
    [{ status: 'failed', gatewayResponse: 'Restricted Card' }],
    [{ refusal: 'Invalid authorization code' }],
    [{ refusal: 'Invalid Authorization' }],
  ])('stops at once on a decline that cannot succeed: %j', (answer) => {
    expect(classifyCharge(answer)).toMatchObject({ kind: 'failed', decline: 'hard_decline', retryable: false });
  });

  it('retries (bounded) a decline it does not recognise', () => {
    expect(classifyCharge({ status: 'failed', gatewayResponse: 'Issuer or switch inoperative' })).toMatchObject({ kind: 'failed', decline: 'soft_decline', retryable: true });
    expect(classifyCharge({ status: 'failed' })).toMatchObject({ kind: 'failed', retryable: true });
  });
});

describe('retries', () => {
  it('tries again the next day and three days after the first attempt, 3 attempts in all', () => {
    expect(MAX_ATTEMPTS).toBe(3);
    expect(nextAttemptOn('2026-12-31', 1)).toBe('2027-01-01');
    expect(nextAttemptOn('2026-12-31', 2)).toBe('2027-01-03');
    expect(nextAttemptOn('2026-12-31', 3)).toBeNull();
  });

  it('switches the plan to manual after the last failure or a hard decline, never after a retryable one before it or a pause', () => {
    const insufficient = classifyCharge({ status: 'failed', gatewayResponse: 'Insufficient Funds' });
    expect([1, 2, 3].map((n) => stopsAutomaticPayment(insufficient, n))).toEqual([false, false, true]);
    expect(stopsAutomaticPayment(classifyCharge({ status: 'failed', gatewayResponse: 'Expired Card' }), 1)).toBe(true);
    expect(stopsAutomaticPayment({ kind: 'paused', authorizationUrl: null }, 3)).toBe(false);
  });

  it('gives each instalment and attempt a fixed reference Paystack accepts', () => {
    const ref = attemptReference('1B4E28BA-2FA1-11D2-883F-0016D3CCA427', 2);
    expect(ref).toBe('ad-1b4e28ba2fa111d2883f0016d3cca427-2');
    expect(ref).toMatch(/^[A-Za-z0-9.=-]{1,64}$/);
    expect(attemptReference('1B4E28BA-2FA1-11D2-883F-0016D3CCA427', 2)).toBe(ref);
    expect(attemptReference('1B4E28BA-2FA1-11D2-883F-0016D3CCA427', 3)).not.toBe(ref);
  });
});

describe('which instalment is charged today', () => {
  const now = new Date('2026-12-05T08:00:00Z');
  const today = '2026-12-05';
  const inst = (sequence: number, dueDate: string, paid = false): InstalmentState => ({ scheduleId: `s${sequence}`, sequence, dueDate, paid });
  let ids = 0;
  const att = (scheduleId: string, attempt: number, outcome: AttemptState['outcome'], extra: Partial<AttemptState> = {}): AttemptState => ({
    id: `a${++ids}`,
    scheduleId,
    attempt,
    outcome,
    retryable: outcome === 'failed',
    nextAttemptOn: null,
    attemptedOn: '2026-12-01',
    attemptedAt: new Date('2026-12-01T07:00:00Z'),
    ...extra,
  });

  it('charges the earliest unpaid instalment due today or before, once; never a paid or future one', () => {
    expect(planDebit([inst(2, '2026-12-05'), inst(1, '2026-11-05')], [], today, now)).toEqual({ action: 'charge', scheduleId: 's1', attempt: 1 });
    expect(planDebit([inst(1, '2026-11-05', true), inst(2, '2026-12-05')], [], today, now)).toEqual({ action: 'charge', scheduleId: 's2', attempt: 1 });
    expect(planDebit([inst(1, '2026-11-05', true), inst(2, '2026-12-06')], [], today, now)).toBe('nothing-due');
  });

  it('retries a retryable failure on its day, not before, and never after the third attempt, a hard decline, a pause or a success', () => {
    const s1 = [inst(1, '2026-12-01')];
    expect(planDebit(s1, [att('s1', 1, 'failed', { nextAttemptOn: '2026-12-05' })], today, now)).toEqual({ action: 'charge', scheduleId: 's1', attempt: 2 });
    expect(planDebit(s1, [att('s1', 1, 'failed', { nextAttemptOn: '2026-12-06' })], today, now)).toBe('nothing-due');
    expect(planDebit(s1, [att('s1', 3, 'failed', { nextAttemptOn: '2026-12-04' })], today, now)).toBe('nothing-due');
    expect(planDebit(s1, [att('s1', 1, 'failed', { retryable: false })], today, now)).toBe('nothing-due');
    expect(planDebit(s1, [att('s1', 1, 'paused')], today, now)).toBe('nothing-due');
    expect(nextAttempt(s1[0], [att('s1', 1, 'success')], today)).toBeNull();
    // A paused (or given-up) instalment does not hold the later ones back.
    expect(planDebit([...s1, inst(2, '2026-12-05')], [att('s1', 1, 'paused')], today, now)).toEqual({ action: 'charge', scheduleId: 's2', attempt: 1 });
  });

  it('makes at most one attempt per plan a day, so a second run the same day does nothing', () => {
    const two = [inst(1, '2026-12-01'), inst(2, '2026-12-05')];
    const failedToday = att('s1', 1, 'failed', { attemptedOn: today, attemptedAt: now, nextAttemptOn: '2026-12-06' });
    expect(planDebit(two, [failedToday], today, now)).toBe('charged-today');
  });

  it('leaves an attempt in flight to its run, and recovers one whose run died (by reference, not a new charge)', () => {
    const s1 = [inst(1, '2026-12-05')];
    const fresh = att('s1', 1, 'pending', { attemptedOn: today, attemptedAt: new Date(now.getTime() - 1_000) });
    expect(planDebit(s1, [fresh], today, now)).toBe('in-flight');
    const dead = att('s1', 1, 'pending', { attemptedOn: today, attemptedAt: new Date(now.getTime() - PENDING_LAPSE_MS) });
    expect(planDebit(s1, [dead], today, now)).toEqual({ action: 'recover', scheduleId: 's1', attemptId: dead.id, attempt: 1 });
  });
});
