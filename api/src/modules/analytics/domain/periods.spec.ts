import { fillPeriods, growthGrouping, periodsOf, runningTotals } from './periods';

const lagosMidnight = (date: string) => new Date(`${date}T00:00:00+01:00`);
const window = (start: string, end: string) => ({ start: lagosMidnight(start), end: lagosMidnight(end) });

describe('the periods of a window', () => {
  it('are Lagos days, turning over at midnight in Lagos', () => {
    expect(periodsOf(window('2026-09-01', '2026-09-04'), 'day')).toEqual([
      { period: '2026-09-01', from: new Date('2026-08-31T23:00:00Z'), to: new Date('2026-09-01T23:00:00Z') },
      { period: '2026-09-02', from: new Date('2026-09-01T23:00:00Z'), to: new Date('2026-09-02T23:00:00Z') },
      { period: '2026-09-03', from: new Date('2026-09-02T23:00:00Z'), to: new Date('2026-09-03T23:00:00Z') },
    ]);
  });

  it('are Monday-to-Sunday weeks, named by their Monday, the first and last clipped to the window', () => {
    const periods = periodsOf(window('2026-09-02', '2026-09-17'), 'week'); // Wednesday to Thursday
    expect(periods.map((p) => p.period)).toEqual(['2026-08-31', '2026-09-07', '2026-09-14']);
    expect(periods[0].from).toEqual(lagosMidnight('2026-09-02'));
    expect(periods[1]).toEqual({ period: '2026-09-07', from: lagosMidnight('2026-09-07'), to: lagosMidnight('2026-09-14') });
    expect(periods[2].to).toEqual(lagosMidnight('2026-09-17'));
  });

  it('are calendar months of their own lengths, across a year end and a leap February', () => {
    const periods = periodsOf(window('2027-12-15', '2028-03-02'), 'month');
    expect(periods.map((p) => p.period)).toEqual(['2027-12-01', '2028-01-01', '2028-02-01', '2028-03-01']);
    expect(periods[2]).toEqual({ period: '2028-02-01', from: lagosMidnight('2028-02-01'), to: lagosMidnight('2028-03-01') });
  });

  it('cover the window exactly: no gap, no overlap, a partial first day for a start mid-day', () => {
    const w = { start: new Date('2026-09-01T10:30:00Z'), end: new Date('2026-10-01T05:00:00Z') };
    const periods = periodsOf(w, 'day');
    expect(periods[0]).toEqual({ period: '2026-09-01', from: w.start, to: lagosMidnight('2026-09-02') });
    expect(periods.at(-1)).toEqual({ period: '2026-10-01', from: lagosMidnight('2026-10-01'), to: w.end });
    for (let i = 1; i < periods.length; i++) expect(periods[i].from).toEqual(periods[i - 1].to);
    expect(periods).toHaveLength(31);
  });

  it('are none for a window of no length', () => {
    expect(periodsOf(window('2026-09-01', '2026-09-01'), 'day')).toEqual([]);
  });
});

describe('users growth grouping', () => {
  it('goes by day up to 92 days and by week beyond', () => {
    expect(growthGrouping(window('2026-01-01', '2026-04-03'))).toBe('day'); // 92 days
    expect(growthGrouping(window('2026-01-01', '2026-04-04'))).toBe('week');
  });
});

describe('filling periods', () => {
  it('gives every period a row, zeros where nothing was found', () => {
    const periods = periodsOf(window('2026-09-01', '2026-09-04'), 'day');
    expect(fillPeriods(periods, new Map([[1, { n: 3 }]]), { n: 0 })).toEqual([
      { period: '2026-09-01', n: 0 },
      { period: '2026-09-02', n: 3 },
      { period: '2026-09-03', n: 0 },
    ]);
  });
});

describe('running totals', () => {
  it('add each count to what came before', () => {
    expect(runningTotals(5, [0, 2, 0, 1])).toEqual([5, 7, 7, 8]);
    expect(runningTotals(0, [])).toEqual([]);
  });
});
