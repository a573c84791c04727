import { allocateTransfer, dueInstalments, type DueInstalment } from './allocate-transfer';

const due = (planId: string, sequence: number, dueDate: string, amountDueKobo: number): DueInstalment => ({ planId, scheduleId: `${planId}-${sequence}`, sequence, dueDate, amountDueKobo });

describe('allocateTransfer', () => {
  const instalments = [due('b', 1, '2026-01-05', 30_000), due('a', 1, '2026-01-10', 20_000), due('a', 2, '2026-02-10', 20_000)];

  it('pays the oldest due instalment first, across plans, then the next', () => {
    expect(allocateTransfer(50_000, instalments)).toEqual({
      plans: [
        { planId: 'b', amountKobo: 30_000, firstScheduleId: 'b-1', paidSequences: [1], partSequence: null },
        { planId: 'a', amountKobo: 20_000, firstScheduleId: 'a-1', paidSequences: [1], partSequence: null },
      ],
      creditKobo: 0,
    });
  });

  it('puts a part that does not cover an instalment into that plan', () => {
    expect(allocateTransfer(10_000, instalments)).toEqual({ plans: [{ planId: 'b', amountKobo: 10_000, firstScheduleId: 'b-1', paidSequences: [], partSequence: 1 }], creditKobo: 0 });
  });

  it('keeps what exceeds everything due as credit', () => {
    const a = allocateTransfer(100_000, instalments);
    expect(a.creditKobo).toBe(30_000);
    expect(a.plans.map((p) => [p.planId, p.amountKobo, p.paidSequences])).toEqual([
      ['b', 30_000, [1]],
      ['a', 40_000, [1, 2]],
    ]);
  });

  it('is all credit when nothing is due', () => {
    expect(allocateTransfer(5_000, [])).toEqual({ plans: [], creditKobo: 5_000 });
  });

  it("pays the customer's chosen plan first", () => {
    expect(allocateTransfer(40_000, instalments, 'a').plans.map((p) => [p.planId, p.amountKobo])).toEqual([['a', 40_000]]);
  });

  it('refuses an amount that is not a positive whole number of kobo', () => {
    expect(() => allocateTransfer(0, instalments)).toThrow(RangeError);
    expect(() => allocateTransfer(1.5, instalments)).toThrow(RangeError);
  });

  it('always sums exactly to the amount and never gives a plan more than it has due', () => {
    let seed = 7;
    // xorshift32: every bit varies (a multiplicative generator in doubles loses its low bits).
    const rand = (n: number) => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    for (let run = 0; run < 2000; run++) {
      const list = Array.from({ length: rand(6) }, (_, i) => due(`p${rand(3)}`, i + 1, `2026-01-${String(1 + rand(28)).padStart(2, '0')}`, 1 + rand(50_000)));
      const amount = 1 + rand(200_000);
      const a = allocateTransfer(amount, list, rand(2) ? 'p1' : null);
      expect(a.plans.reduce((s, p) => s + p.amountKobo, 0) + a.creditKobo).toBe(amount);
      expect(a.creditKobo).toBeGreaterThanOrEqual(0);
      for (const p of a.plans) {
        expect(p.amountKobo).toBeGreaterThan(0);
        expect(p.amountKobo).toBeLessThanOrEqual(list.filter((d) => d.planId === p.planId).reduce((s, d) => s + d.amountDueKobo, 0));
      }
      if (a.creditKobo > 0) expect(a.plans.reduce((s, p) => s + p.amountKobo, 0)).toBe(list.reduce((s, d) => s + d.amountDueKobo, 0));
    }
  });
});

describe('dueInstalments', () => {
  const schedules = [
    { id: 's1', sequence: 1, dueDate: '2026-01-01', amountKobo: 30_000, status: 'Paid' as const },
    { id: 's2', sequence: 2, dueDate: '2026-02-01', amountKobo: 30_000, status: 'Overdue' as const },
    { id: 's3', sequence: 3, dueDate: '2026-03-01', amountKobo: 30_000, status: 'Pending' as const },
  ];

  it('lists the unpaid instalments due by today, less what the plan already holds', () => {
    expect(dueInstalments({ id: 'p', amountPaidKobo: 40_000, schedules }, '2026-03-01')).toEqual([
      { planId: 'p', scheduleId: 's2', sequence: 2, dueDate: '2026-02-01', amountDueKobo: 20_000 },
      { planId: 'p', scheduleId: 's3', sequence: 3, dueDate: '2026-03-01', amountDueKobo: 30_000 },
    ]);
  });

  it('leaves out instalments not yet due', () => {
    expect(dueInstalments({ id: 'p', amountPaidKobo: 30_000, schedules }, '2026-02-28').map((d) => d.scheduleId)).toEqual(['s2']);
  });
});
