import { addDays, daysBetween } from '../../../common/time';
import { ARREARS_BUCKETS, arrearsBucketOf, arrearsByCustomer, arrearsDueDates } from './arrears';

describe('arrears ageing', () => {
  it('puts each number of days past due in exactly one bucket, with no gap', () => {
    expect(arrearsBucketOf(0)).toBeNull();
    expect([1, 7, 8, 30, 31, 60, 61, 400].map(arrearsBucketOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    for (let i = 1; i < ARREARS_BUCKETS.length; i++) expect(ARREARS_BUCKETS[i].fromDays).toBe((ARREARS_BUCKETS[i - 1].toDays ?? NaN) + 1);
  });

  it('gives each bucket the due dates that arrearsBucketOf puts in it, on any day', () => {
    for (const today of ['2026-03-01', '2026-12-31', '2028-02-29']) {
      const ranges = arrearsDueDates(today);
      for (let days = 0; days <= 400; days++) {
        const due = addDays(today, -days);
        const inRanges = ranges.findIndex((r) => due <= r.newest && (r.oldest === null || due >= r.oldest));
        expect([days, inRanges === -1 ? null : inRanges]).toEqual([daysBetween(due, today), arrearsBucketOf(days)]);
      }
    }
  });

  it('sums plans per customer, keeps the oldest due date, and leaves out plans no customer is paying', () => {
    const plan = (planId: string, owedKobo: number, oldestDue: string, bucketKobo: number[]) => ({ planId, owedKobo, dueCount: bucketKobo.filter(Boolean).length, oldestDue, bucketKobo });
    const owners = new Map([
      ['p1', 'ada'],
      ['p2', 'ada'],
      ['p3', 'bola'],
    ]);
    const plans = [plan('p1', 300, '2026-05-01', [100, 0, 200, 0]), plan('p2', 50, '2026-04-01', [0, 0, 0, 50]), plan('p3', 70, '2026-06-10', [70, 0, 0, 0]), plan('cancelled', 999, '2026-01-01', [0, 0, 0, 999])];
    const byCustomer = arrearsByCustomer(plans, owners);
    expect(Object.fromEntries(byCustomer)).toEqual({
      ada: { owedKobo: 350, dueCount: 3, oldestDue: '2026-04-01', bucketKobo: [100, 0, 200, 50] },
      bola: { owedKobo: 70, dueCount: 1, oldestDue: '2026-06-10', bucketKobo: [70, 0, 0, 0] },
    });
    expect(plans[0].bucketKobo).toEqual([100, 0, 200, 0]);
  });
});
