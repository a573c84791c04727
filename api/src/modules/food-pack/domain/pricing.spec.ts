import { adjustedKobo, confirmationProblem, dailyRateKobo, needsTypedConfirmation, planPriceAdjustment, savingsKobo } from './pricing';

const naira = (n: number) => n * 100;

describe('daily rate', () => {
  it('is the price over duration × 30 days, in whole naira', () => {
    expect(dailyRateKobo(naira(45_000), 1)).toBe(naira(1_500));
    expect(dailyRateKobo(naira(36_000), 3)).toBe(naira(400));
    expect(dailyRateKobo(naira(100_000), 4)).toBe(naira(833)); // 833.33
    expect(dailyRateKobo(naira(350_000), 4)).toBe(naira(2_917)); // 2916.67
  });

  it('rounds halves up', () => {
    expect(dailyRateKobo(naira(45), 1)).toBe(naira(2)); // 1.5
    expect(dailyRateKobo(naira(1_335), 1)).toBe(naira(45)); // 44.5
  });
});

describe('savings', () => {
  it('is original minus price, never negative', () => {
    expect(savingsKobo(naira(50_000), naira(45_000))).toBe(naira(5_000));
    expect(savingsKobo(naira(45_000), naira(45_000))).toBe(0);
    expect(savingsKobo(naira(40_000), naira(45_000))).toBe(0);
  });
});

describe('price adjustment', () => {
  const packs = [
    { id: 'a', name: 'Rice & Beans', priceKobo: naira(45_000), originalPriceKobo: naira(50_000) },
    { id: 'b', name: 'Provision Pack', priceKobo: naira(28_333), originalPriceKobo: naira(28_333) },
  ];

  it('scales prices and original prices and rounds each to whole naira', () => {
    expect(adjustedKobo(naira(45_000), 10)).toBe(naira(49_500));
    expect(adjustedKobo(naira(28_333), 10)).toBe(naira(31_166)); // 31166.3
    expect(adjustedKobo(naira(45), 10)).toBe(naira(50)); // 49.5, not 49.50000000000001 floored
    expect(adjustedKobo(naira(28_333), -2.5)).toBe(naira(27_625)); // 27624.675
    const plan = planPriceAdjustment(packs, 10);
    expect(plan).toEqual({
      ok: true,
      changes: [
        { id: 'a', name: 'Rice & Beans', oldPriceKobo: naira(45_000), newPriceKobo: naira(49_500), oldOriginalPriceKobo: naira(50_000), newOriginalPriceKobo: naira(55_000) },
        { id: 'b', name: 'Provision Pack', oldPriceKobo: naira(28_333), newPriceKobo: naira(31_166), oldOriginalPriceKobo: naira(28_333), newOriginalPriceKobo: naira(31_166) },
      ],
    });
  });

  it('keeps the original price at or above the price', () => {
    const plan = planPriceAdjustment([{ id: 'x', name: 'X', priceKobo: naira(999), originalPriceKobo: naira(1_000) }], 33.3);
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.changes[0].newOriginalPriceKobo).toBeGreaterThanOrEqual(plan.changes[0].newPriceKobo);
  });

  it('leaves out packs whose prices do not change', () => {
    expect(planPriceAdjustment(packs, 0)).toEqual({ ok: true, changes: [] });
    expect(planPriceAdjustment([{ id: 'c', name: 'C', priceKobo: naira(10), originalPriceKobo: naira(10) }], 1)).toEqual({ ok: true, changes: [] });
  });

  const BOUNDS = 'The percentage must be between -50% and +100%';
  it.each([
    [-99.99, BOUNDS], // would sell every pack for ₦1 (issue 26)
    [-50.01, BOUNDS],
    [-100, BOUNDS],
    [100.01, BOUNDS],
    [1000, BOUNDS],
    [Number.NaN, 'The percentage must be a number'],
    [Number.POSITIVE_INFINITY, 'The percentage must be a number'],
  ])('refuses %p', (percentage, message) => {
    expect(planPriceAdjustment(packs, percentage)).toEqual({ ok: false, message });
  });

  it('allows the bounds themselves: halving and doubling', () => {
    expect(planPriceAdjustment(packs, -50)).toMatchObject({ ok: true, changes: [{ newPriceKobo: naira(22_500) }, { newPriceKobo: naira(14_167) }] });
    expect(planPriceAdjustment(packs, 100)).toMatchObject({ ok: true, changes: [{ newPriceKobo: naira(90_000) }, { newPriceKobo: naira(56_666) }] });
  });

  it('never takes a price below ₦1: at the lowest bound a ₦1 pack rounds back to ₦1', () => {
    const cheap = [...packs, { id: 'c', name: 'Salt', priceKobo: naira(1), originalPriceKobo: naira(1) }];
    const plan = planPriceAdjustment(cheap, -50);
    expect(plan.ok && plan.changes.map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('refuses an adjustment taking a price above ₦100,000,000', () => {
    const dear = [{ id: 'd', name: 'Warehouse', priceKobo: naira(60_000_000), originalPriceKobo: naira(60_000_000) }];
    expect(planPriceAdjustment(dear, 80)).toMatchObject({ ok: false, message: expect.stringContaining('above ₦100,000,000') });
  });
});

describe('the typed confirmation of a big change', () => {
  it('is needed beyond ±20 % only', () => {
    expect([20, -20, 0, 5.5].map(needsTypedConfirmation)).toEqual([false, false, false, false]);
    expect([20.01, -20.5, 50, -50, 100].map(needsTypedConfirmation)).toEqual([true, true, true, true, true]);
  });

  it('asks for the percentage again, and takes only the same number', () => {
    expect(confirmationProblem(10, undefined)).toBeNull();
    expect(confirmationProblem(-20, null)).toBeNull();
    expect(confirmationProblem(30, undefined)).toBe('A change of more than 20% must be confirmed: type +30% again to confirm');
    expect(confirmationProblem(-25, null)).toBe('A change of more than 20% must be confirmed: type -25% again to confirm');
    expect(confirmationProblem(30, 3)).toBe('The confirmation (+3%) does not match the percentage (+30%)');
    expect(confirmationProblem(-25, 25)).toBe('The confirmation (+25%) does not match the percentage (-25%)');
    expect(confirmationProblem(30, 30)).toBeNull();
    expect(confirmationProblem(-25, -25)).toBeNull();
  });
});
