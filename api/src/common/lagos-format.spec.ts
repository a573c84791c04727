import { formatLagosDay, formatLagosDayTime } from './lagos-format';

describe('lagos-format', () => {
  it('reads instants on the Lagos clock: 23:30 UTC is already the next day', () => {
    expect(formatLagosDayTime(new Date('2026-11-27T23:30:00Z'))).toBe('Nov 28, 2026, 00:30');
    expect(formatLagosDay('2026-12-31T23:00:00.000Z')).toBe('Jan 1, 2027');
  });

  it('keeps calendar days as they are and gives nothing for none', () => {
    expect(formatLagosDay('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatLagosDay(null)).toBe('');
    expect(formatLagosDay('nonsense')).toBe('');
  });
});
