import type { PaceSummary } from '../../savings-plan/domain/pace';
import { forecast, horizonEnds, itemLineKey, itemLineLabel, type ForecastPack, type PaceGroup } from './forecast';

// Wednesday 10 February 2027: the horizons end on 17 and 24 February, 10 March and 7 April.
const TODAY = '2027-02-10';
const onTime = (lastDue: string): PaceSummary => ({ lastDue, firstUnpaidDue: lastDue, firstDueAfterToday: lastDue, habitLateDays: 0, lastPaidOn: null });
const packs = new Map<string, ForecastPack>([
  ['p1', { id: 'p1', name: 'Family Pack', items: ['50kg bag of rice', '5L vegetable oil'] }],
  ['p2', { id: 'p2', name: 'Bachelor Pack', items: ['50KG  bag of Rice ', 'Tin of tomato', 'Tin of tomato'] }],
  ['p3', { id: 'p3', name: 'Oil Pack', items: ['5l Vegetable Oil'] }],
  ['p4', { id: 'p4', name: 'Spare Pack', items: ['Salt'] }],
]);
const groups: PaceGroup[] = [
  // On time, paid up Friday 12 February: handed over by the 5th working day after, Friday 19th (week 2).
  { foodPackId: 'p1', summary: onTime('2027-02-12'), plans: 3 },
  // Paid up yesterday and still open: handed over by Tuesday 16th (week 1).
  { foodPackId: 'p1', summary: { lastDue: '2027-02-01', firstUnpaidDue: null, firstDueAfterToday: null, habitLateDays: 0, lastPaidOn: '2027-02-09' }, plans: 1 },
  // 9 days behind since 1 February: paid up 10 March instead of 1 March, handed over by 17 March (week 8).
  { foodPackId: 'p1', summary: { lastDue: '2027-03-01', firstUnpaidDue: '2027-02-01', firstDueAfterToday: '2027-03-01', habitLateDays: 0, lastPaidOn: null }, plans: 2 },
  // On time but paid up in June: beyond 8 weeks, not counted.
  { foodPackId: 'p1', summary: onTime('2027-06-01'), plans: 7 },
  // Weekly, two weeks ahead (the 17th and 24th paid): paid up 24 February instead of 10 March, handed over by 3 March (week 4).
  { foodPackId: 'p2', summary: { lastDue: '2027-03-10', firstUnpaidDue: '2027-03-03', firstDueAfterToday: '2027-02-17', habitLateDays: 0, lastPaidOn: null }, plans: 5 },
];
const available = new Map([
  ['p1', 2],
  ['p3', -2], // two packs owed to completed plans that the store does not have
  ['p4', 10],
]);

describe('the procurement forecast', () => {
  const f = forecast({ today: TODAY, closures: [], groups, packs, available });

  it('runs 1, 2, 4 and 8 weeks from today', () => {
    expect([f.asOf, f.horizonWeeks, f.horizonEnds]).toEqual([TODAY, [1, 2, 4, 8], ['2027-02-17', '2027-02-24', '2027-03-10', '2027-04-07']]);
    expect(horizonEnds(TODAY)).toEqual(f.horizonEnds);
  });

  it('counts each plan in the week its pack is due to be handed over, cumulatively, less the available stock', () => {
    expect(f.packs).toEqual([
      { foodPackId: 'p2', name: 'Bachelor Pack', completions: [0, 0, 5, 5], available: 0, needed: [0, 0, 5, 5] },
      { foodPackId: 'p1', name: 'Family Pack', completions: [1, 4, 4, 6], available: 2, needed: [0, 2, 2, 4] },
      // No open plan, but short today: the packs reserved for completed plans are still to buy.
      { foodPackId: 'p3', name: 'Oil Pack', completions: [0, 0, 0, 0], available: -2, needed: [2, 2, 2, 2] },
    ]);
  });

  it('adds the packs’ needs up per item line, whatever its spacing or case, once per time a pack lists it', () => {
    expect(f.itemLines).toEqual([
      { text: 'Tin of tomato', needed: [0, 0, 10, 10], packs: ['Bachelor Pack'] },
      { text: '50KG bag of Rice', needed: [0, 2, 7, 9], packs: ['Bachelor Pack', 'Family Pack'] },
      { text: '5L vegetable oil', needed: [2, 4, 4, 6], packs: ['Family Pack', 'Oil Pack'] },
    ]);
    expect(itemLineKey('  50KG  bag of\tRice ')).toBe('50kg bag of rice');
    expect(itemLineLabel(320, '50kg bag of rice')).toBe('320 × 50kg bag of rice');
  });

  it('skips the office’s closure days, as the delivery promise does', () => {
    // Closed Monday 15 and Tuesday 16 February: the plan paid up on the 9th is handed over by the 18th, in week 2.
    const closed = forecast({ today: TODAY, closures: ['2027-02-15', '2027-02-16'], groups, packs, available });
    expect(closed.packs.find((p) => p.foodPackId === 'p1')!.completions).toEqual([0, 4, 4, 6]);
  });

  it('is empty with no open plans and no shortage', () => {
    expect(forecast({ today: TODAY, closures: [], groups: [], packs, available: new Map([['p4', 10]]) })).toMatchObject({ packs: [], itemLines: [] });
  });
});
