import { formatDate, formatNaira } from './format';

describe('formatNaira', () => {
  it('shows kobo as whole naira with a naira sign and thousands separators', () => {
    expect(formatNaira(3_600_000)).toBe('₦36,000');
    expect(formatNaira(2_800_000)).toBe('₦28,000');
    expect(formatNaira(123_456_700)).toBe('₦1,234,567');
  });

  it('shows no decimals, rounding to the nearest naira', () => {
    expect(formatNaira(700_049)).toBe('₦7,000');
    expect(formatNaira(700_050)).toBe('₦7,001');
    expect(formatNaira(0)).toBe('₦0');
  });

  it('keeps the sign of a negative amount in front of the naira sign', () => {
    expect(formatNaira(-1_000_000)).toBe('-₦10,000');
  });
});

describe('formatDate', () => {
  it('formats dates as the specification shows them', () => {
    expect(formatDate('2025-03-05T10:00:00Z')).toBe('Mar 5, 2025');
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
