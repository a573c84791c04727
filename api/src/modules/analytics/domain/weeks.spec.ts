import { lastLagosWeeks, TREND_WEEKS } from './weeks';

const starts = (now: string) => lastLagosWeeks(new Date(now)).map((w) => w.weekStart);

describe('the last 8 Lagos weeks', () => {
  it('are 8 Monday-to-Monday weeks, oldest first, ending with the week under way', () => {
    const weeks = lastLagosWeeks(new Date('2026-11-18T12:00:00Z')); // a Wednesday
    expect(weeks).toHaveLength(TREND_WEEKS);
    expect(weeks.map((w) => w.weekStart)).toEqual(['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
    expect(weeks[7]).toEqual({ weekStart: '2026-11-16', from: new Date('2026-11-15T23:00:00Z'), to: new Date('2026-11-22T23:00:00Z') });
  });

  it('leave no gap and no overlap between weeks', () => {
    const weeks = lastLagosWeeks(new Date('2026-03-01T10:00:00Z'));
    for (let i = 1; i < weeks.length; i++) expect(weeks[i].from).toEqual(weeks[i - 1].to);
    for (const w of weeks) expect(w.to.getTime() - w.from.getTime()).toBe(7 * 86_400_000);
  });

  it('turn over at midnight in Lagos, not in UTC', () => {
    // Sunday 22:59 UTC is Sunday 23:59 in Lagos: still the week of Monday the 9th.
    expect(starts('2026-11-15T22:59:59.999Z').at(-1)).toBe('2026-11-09');
    // Sunday 23:00 UTC is Monday 00:00 in Lagos: a new week.
    expect(starts('2026-11-15T23:00:00Z').at(-1)).toBe('2026-11-16');
    // Monday 00:30 UTC is already 01:30 in Lagos, in the same new week.
    expect(starts('2026-11-16T00:30:00Z').at(-1)).toBe('2026-11-16');
  });

  it('cross months, years and leap days', () => {
    expect(starts('2027-01-01T00:00:00Z')).toEqual(['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28']);
    expect(starts('2028-03-01T12:00:00Z').slice(-2)).toEqual(['2028-02-21', '2028-02-28']);
  });

  it('take another count', () => {
    expect(lastLagosWeeks(new Date('2026-11-18T12:00:00Z'), 2).map((w) => w.weekStart)).toEqual(['2026-11-09', '2026-11-16']);
  });
});
