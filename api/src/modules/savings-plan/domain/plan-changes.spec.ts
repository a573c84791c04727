import { creditTargetProblem, packChangeProblem, packChangeSchedule, refundPromise } from './plan-changes';

const plan = { status: 'Active' as const, foodPackId: 'rice', priceKobo: 100_000_00, amountPaidKobo: 0, finesKobo: 0 };
const bigger = { id: 'family', priceKobo: 120_000_00 };

describe('changing a plan’s pack', () => {
  it('is allowed below half the goal and refused from half, stating the rule', () => {
    expect(packChangeProblem({ ...plan, amountPaidKobo: 49_999_00 }, bigger)).toBeNull();
    expect(packChangeProblem({ ...plan, amountPaidKobo: 50_000_00 }, bigger)).toEqual({
      code: 'PACK_CHANGE_CLOSED',
      message: "A plan's pack can be changed only before 50 % of its savings goal is paid: this plan has ₦50,000 of ₦100,000 (50 %)",
    });
  });

  it('is refused for a closed plan, a plan with fines, the same pack, and a pack costing less than what was paid', () => {
    expect(packChangeProblem({ ...plan, status: 'Completed' }, bigger)?.code).toBe('PLAN_CLOSED');
    expect(packChangeProblem({ ...plan, finesKobo: 10_000_00 }, bigger)?.code).toBe('PLAN_HAS_FINES');
    expect(packChangeProblem(plan, { id: 'rice', priceKobo: 100_000_00 })?.code).toBe('SAME_PACK');
    expect(packChangeProblem({ ...plan, amountPaidKobo: 40_000_00 }, { id: 'small', priceKobo: 30_000_00 })?.code).toBe('PACK_TOO_CHEAP');
  });

  it('carries what was paid as the first instalment on the original start, and spreads the rest over the dates still to come, summing exactly', () => {
    const instalments = packChangeSchedule({ startDate: '2026-10-01', carriedKobo: 30_000_00, newPriceKobo: 120_000_00, unpaidDueDates: ['2026-11-01', '2026-12-01', '2027-01-01'], today: '2026-11-28' });
    expect(instalments).toEqual([
      { sequence: 1, dueDate: '2026-10-01', amountKobo: 30_000_00 },
      { sequence: 2, dueDate: '2026-12-01', amountKobo: 45_000_00 },
      { sequence: 3, dueDate: '2027-01-01', amountKobo: 45_000_00 },
    ]);
  });

  it('puts the rest on today when no date is left, and has no carried instalment when nothing was paid', () => {
    expect(packChangeSchedule({ startDate: '2026-08-01', carriedKobo: 0, newPriceKobo: 90_001_00, unpaidDueDates: ['2026-10-01'], today: '2026-11-28' })).toEqual([{ sequence: 1, dueDate: '2026-11-28', amountKobo: 90_001_00 }]);
  });
});

describe('a refund’s promise', () => {
  it('is the 7th to the 14th Lagos working day, skipping weekends, holidays and closures', () => {
    // Fri 18 Dec 2026: Christmas (25th), Boxing Day in lieu (28th), New Year (1 Jan) and a closure (29th) are skipped.
    expect(refundPromise('2026-12-18', ['2026-12-29'])).toEqual({ from: '2027-01-04', by: '2027-01-13' });
  });
});

describe('where a cancelled plan’s money may move', () => {
  const source = { id: 'a', userId: 'u1' };
  const target = { id: 'b', userId: 'u1', status: 'Active' as const, remainingKobo: 50_000_00 };
  it('into the same customer’s other open plan that needs at least the amount', () => {
    expect(creditTargetProblem(source, target, 50_000_00)).toBeNull();
    expect(creditTargetProblem(source, { ...target, userId: 'u2' }, 10_00)).toMatch(/same customer/);
    expect(creditTargetProblem(source, { ...target, id: 'a' }, 10_00)).toMatch(/plan being cancelled/);
    expect(creditTargetProblem(source, { ...target, status: 'Completed' }, 10_00)).toMatch(/completed/);
    expect(creditTargetProblem(source, target, 50_000_01)).toBe('That plan needs only ₦50,000 more, less than the ₦50,000.01 to move: choose a refund or another plan');
  });
});
