import { revertPayment, type ReversibleSchedule } from './revert-payment';

const naira = (n: number) => n * 100;
const today = '2026-11-20';

function schedule(seq: number, dueDate: string, amount: number, paymentId: string | null): ReversibleSchedule {
  return { id: `s${seq}`, sequence: seq, dueDate, amountKobo: naira(amount), status: paymentId ? 'Paid' : 'Pending', paymentId };
}

const base = { cancelReason: null, priceKobo: naira(1_000) };

describe('taking back a payment', () => {
  it('unpays the instalment it paid: Overdue when past due, Pending when not', () => {
    const plan = { ...base, status: 'Active' as const, amountPaidKobo: naira(666), schedules: [schedule(1, '2026-10-01', 333, 'p1'), schedule(2, '2026-12-01', 333, 'p2'), schedule(3, '2027-01-01', 334, null)] };
    expect(revertPayment(plan, { id: 'p1', appliedKobo: naira(333) }, today)).toEqual({ status: 'Active', amountPaidKobo: naira(333), unpaid: [{ id: 's1', status: 'Overdue' }], reopened: false });
    expect(revertPayment(plan, { id: 'p2', appliedKobo: naira(333) }, today).unpaid).toEqual([{ id: 's2', status: 'Pending' }]);
  });

  it('reopens a completed plan', () => {
    const plan = { ...base, status: 'Completed' as const, amountPaidKobo: naira(1_000), schedules: [schedule(1, '2026-10-01', 500, 'p1'), schedule(2, '2026-11-01', 500, 'p2')] };
    expect(revertPayment(plan, { id: 'p2', appliedKobo: naira(500) }, today)).toEqual({ status: 'Active', amountPaidKobo: naira(500), unpaid: [{ id: 's2', status: 'Overdue' }], reopened: true });
  });

  it('unpays the latest instalments when the payment had left credit a later payment used', () => {
    // p1 paid 600 (s1, and 100 credit); p2 paid 400 and with that credit covered s2.
    const plan = { ...base, status: 'Completed' as const, amountPaidKobo: naira(1_000), schedules: [schedule(1, '2026-10-01', 500, 'p1'), schedule(2, '2026-12-01', 500, 'p2')] };
    const out = revertPayment(plan, { id: 'p2', appliedKobo: naira(400) }, today);
    expect(out).toEqual({ status: 'Active', amountPaidKobo: naira(600), unpaid: [{ id: 's2', status: 'Pending' }], reopened: true });
    const taken = revertPayment(plan, { id: 'p1', appliedKobo: naira(600) }, today);
    expect(taken.amountPaidKobo).toBe(naira(400));
    expect(taken.unpaid.map((u) => u.id)).toEqual(['s1', 's2']);
  });

  it('changes nothing on the plan for a payment that was wholly an overpayment', () => {
    const plan = { ...base, status: 'Completed' as const, amountPaidKobo: naira(1_000), schedules: [schedule(1, '2026-10-01', 1_000, 'p1')] };
    expect(revertPayment(plan, { id: 'p9', appliedKobo: 0 }, today)).toEqual({ status: 'Completed', amountPaidKobo: naira(1_000), unpaid: [], reopened: false });
  });

  it('refuses to take back more than the plan holds', () => {
    const plan = { ...base, status: 'Active' as const, amountPaidKobo: naira(100), schedules: [] };
    expect(() => revertPayment(plan, { id: 'p1', appliedKobo: naira(200) }, today)).toThrow(RangeError);
  });
});
