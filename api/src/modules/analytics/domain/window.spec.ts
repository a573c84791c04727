import { MAX_WINDOW_DAYS, readGrouping, readWindow } from './window';

/** Tuesday 24 November 2026, 02:24 in Lagos. */
const NOW = new Date('2026-11-24T01:24:00Z');
const window = (startDate?: string, endDate?: string) => readWindow({ startDate, endDate }, NOW);
const problem = (startDate?: string, endDate?: string) => {
  const read = window(startDate, endDate);
  if (read.ok) throw new Error('expected a refusal');
  return read.problems;
};

describe('a report window', () => {
  it('is the last 30 Lagos days, today included, when no dates are given', () => {
    expect(window()).toEqual({ ok: true, value: { start: new Date('2026-10-25T23:00:00Z'), end: new Date('2026-11-24T23:00:00Z') } });
    expect(window('', '  ')).toEqual(window());
  });

  it('takes calendar dates as whole Lagos days, the end day included', () => {
    expect(window('2026-09-01', '2026-09-30')).toEqual({ ok: true, value: { start: new Date('2026-08-31T23:00:00Z'), end: new Date('2026-09-30T23:00:00Z') } });
    expect(window('2026-09-01', '2026-09-01')).toEqual({ ok: true, value: { start: new Date('2026-08-31T23:00:00Z'), end: new Date('2026-09-01T23:00:00Z') } });
  });

  it('takes ISO date-times as instants, Lagos wall-clock time when they carry no zone', () => {
    expect(window('2026-09-01T10:00:00Z', '2026-09-02T10:30:00.500+02:00')).toEqual({
      ok: true,
      value: { start: new Date('2026-09-01T10:00:00Z'), end: new Date('2026-09-02T08:30:00.500Z') },
    });
    expect(window('2026-09-01T10:00', '2026-09-01T12:00:59')).toEqual({ ok: true, value: { start: new Date('2026-09-01T09:00:00Z'), end: new Date('2026-09-01T11:00:59Z') } });
  });

  it('defaults the missing end to the end of today, and the missing start to 30 days before the end', () => {
    expect(window('2026-11-01')).toEqual({ ok: true, value: { start: new Date('2026-10-31T23:00:00Z'), end: new Date('2026-11-24T23:00:00Z') } });
    expect(window(undefined, '2026-09-30')).toEqual({ ok: true, value: { start: new Date('2026-08-31T23:00:00Z'), end: new Date('2026-09-30T23:00:00Z') } });
  });

  it('refuses text that is no date, naming the field', () => {
    expect(problem('yesterday')).toEqual([{ field: 'startDate', message: 'startDate must be a date (YYYY-MM-DD) or an ISO date-time' }]);
    expect(problem('2026-02-30', '2026-13-01').map((p) => p.field)).toEqual(['startDate', 'endDate']);
    expect(problem(undefined, '2026-02-30T10:00:00Z').map((p) => p.field)).toEqual(['endDate']);
    expect(problem('2026-09-01T24:00:00Z').map((p) => p.field)).toEqual(['startDate']);
    expect(problem('2026-09-01 10:00').map((p) => p.field)).toEqual(['startDate']);
  });

  it('refuses an end before the start, and allows a window of no length', () => {
    expect(problem('2026-09-02', '2026-09-01')).toEqual([{ field: 'endDate', message: 'endDate must not be before startDate' }]);
    expect(problem('2026-09-01T10:00:01Z', '2026-09-01T10:00:00Z').map((p) => p.field)).toEqual(['endDate']);
    expect(window('2026-09-01T10:00:00Z', '2026-09-01T10:00:00Z').ok).toBe(true);
  });

  it('refuses a start after today when no end is given', () => {
    expect(problem('2026-11-26')).toEqual([{ field: 'startDate', message: 'startDate must not be after the end of the window' }]);
    expect(window('2026-11-24').ok).toBe(true);
  });

  it(`allows at most ${MAX_WINDOW_DAYS} days, naming the field the caller gave`, () => {
    expect(window('2025-11-25', '2026-11-25').ok).toBe(true); // 366 days (the end day counts)
    expect(problem('2025-11-24', '2026-11-25')).toEqual([{ field: 'endDate', message: 'The window from startDate to endDate must be at most 366 days' }]);
    expect(problem('2025-01-01').map((p) => p.field)).toEqual(['startDate']);
  });
});

describe('a report grouping', () => {
  it('is day by default, or day, week or month in any case', () => {
    expect(readGrouping(undefined)).toEqual({ ok: true, value: 'day' });
    expect(readGrouping('Week')).toEqual({ ok: true, value: 'week' });
    expect(readGrouping(' month ')).toEqual({ ok: true, value: 'month' });
  });

  it('refuses anything else, naming groupBy', () => {
    expect(readGrouping('year')).toEqual({ ok: false, problems: [{ field: 'groupBy', message: 'groupBy must be one of day, week, month' }] });
  });
});
