import { ARREARS_BUCKETS, arrearsBucketOf } from './arrears';

describe('arrears ageing', () => {
  it('puts each number of days past due in exactly one bucket, with no gap', () => {
    expect(arrearsBucketOf(0)).toBeNull();
    expect([1, 7, 8, 30, 31, 60, 61, 400].map(arrearsBucketOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    for (let i = 1; i < ARREARS_BUCKETS.length; i++) expect(ARREARS_BUCKETS[i].fromDays).toBe((ARREARS_BUCKETS[i - 1].toDays ?? NaN) + 1);
  });
});
