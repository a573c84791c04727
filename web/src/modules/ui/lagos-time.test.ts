import { formatLagos, formatLagosDay, formatLagosDayTime } from '@api/common/lagos-format';
import { formatDate } from './format';
import { formatLagosDateTime, formatLagosTime } from './lagos-time';

// Every time a person reads is on the Lagos clock (UTC+1), whatever the phone's own time zone:
// these run under whatever TZ the test machine has, so none of them may depend on it.
describe('Lagos time (the one shared formatter, api/src/common/lagos-format)', () => {
  it('puts an instant just before midnight UTC on the next Lagos day', () => {
    expect(formatDate('2026-11-27T23:30:00Z')).toBe('Nov 28, 2026');
    expect(formatLagosDayTime('2026-11-27T23:30:00Z')).toBe('Nov 28, 2026, 00:30');
    expect(formatLagosDateTime(new Date('2026-12-31T23:05:00Z'))).toBe('1 Jan, 00:05');
    expect(formatLagosDay(Date.UTC(2026, 11, 31, 23, 0))).toBe('Jan 1, 2027');
  });

  it('keeps the same Lagos day up to 22:59 UTC', () => {
    expect(formatDate('2026-11-27T22:59:59Z')).toBe('Nov 27, 2026');
    expect(formatLagosTime('2026-11-27T13:05:00Z')).toBe('14:05');
  });

  it('shows a bare calendar day as that day, never shifted', () => {
    expect(formatDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatLagos('2026-12-31', 'D MMM YYYY')).toBe('31 Dec 2026');
  });

  it('gives nothing for a missing or bad value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatLagosDateTime('garbage')).toBe('');
  });
});
