import { addDays, addMonths, dayOfWeek, daysBetween, isLocalDate, lagosDate, lagosStartOfDay } from './time';

describe('the Lagos calendar', () => {
  it('is UTC+1: late evening UTC is already tomorrow in Lagos', () => {
    expect(lagosDate(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(lagosDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(lagosStartOfDay('2027-01-01').toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('checks calendar dates, leap days included', () => {
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2027-02-29')).toBe(false);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('2026-1-01')).toBe(false);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
  });

  it('adds months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('knows the day of the week', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0); // a Sunday
    expect(dayOfWeek('2026-11-27')).toBe(5); // a Friday
  });
});
