import { addDays, daysBetween } from '../../../common/time';
import { ARREARS_BUCKETS, arrearsBucketOf, arrearsDueDates } from './arrears';

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
});
