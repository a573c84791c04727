import { applyPayment, overdueDue, type PlanMoneyState } from './apply-payment';

const naira = (n: number) => n * 100;

/** Six monthly instalments of ₦5,906 (the last ₦5,906 too), due on the 1st of each month from January. */
function plan(extra: Partial<PlanMoneyState> = {}): PlanMoneyState {
  return {
    status: 'Active',
    cancelReason: null,
    priceKobo: naira(5_906 * 6),
    amountPaidKobo: 0,
    schedules: Array.from({ length: 6 }, (_, i) => ({ id: `s${i + 1}`, sequence: i + 1, dueDate: `2026-0${i + 1}-01`, amountKobo: naira(5_906), status: 'Pending' as const })),
    ...extra,
  };
}

describe('paying every overdue instalment at once', () => {
  it('is nothing while no instalment is past its due date', () => {
    expect(overdueDue(plan(), '2026-01-01')).toBeNull();
  });

  it('sums the instalments unpaid past their due date, from the oldest', () => {
    expect(overdueDue(plan(), '2026-04-15')).toEqual({ scheduleId: 's1', count: 4, amountDueKobo: naira(4 * 5_906) });
  });

  it("takes the plan's credit off, and skips instalments already paid", () => {
    const p = plan({ amountPaidKobo: naira(5_906 + 1_000), schedules: plan().schedules.map((s) => (s.id === 's1' ? { ...s, status: 'Paid' as const } : s)) });
    expect(overdueDue(p, '2026-04-15')).toEqual({ scheduleId: 's2', count: 3, amountDueKobo: naira(3 * 5_906 - 1_000) });
  });

  it('credited as one payment, pays exactly the overdue instalments, oldest first', () => {
    const p = plan();
    const due = overdueDue(p, '2026-06-02')!;
    expect(due.count).toBe(6);
    const applied = applyPayment(p, { amountKobo: due.amountDueKobo, issuedForScheduleId: due.scheduleId });
    expect(applied.paidScheduleIds).toEqual(['s1', 's2', 's3', 's4', 's5', 's6']);
    expect(applied.overpaymentKobo).toBe(0);
    const three = overdueDue(p, '2026-03-02')!;
    expect(applyPayment(p, { amountKobo: three.amountDueKobo, issuedForScheduleId: three.scheduleId }).paidScheduleIds).toEqual(['s1', 's2', 's3']);
  });
});
