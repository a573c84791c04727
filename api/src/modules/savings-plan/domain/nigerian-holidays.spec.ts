import { addDays, dayOfWeek, isLocalDate } from '../../../common/time';
import { IN_LIEU, NIGERIAN_HOLIDAYS, nigerianHolidays } from './nigerian-holidays';

const dates = NIGERIAN_HOLIDAYS.map((h) => h.date);
const isWeekend = (date: string) => dayOfWeek(date) === 0 || dayOfWeek(date) === 6;
const inLieu = NIGERIAN_HOLIDAYS.filter((h) => h.name.endsWith(IN_LIEU));
const observed = NIGERIAN_HOLIDAYS.filter((h) => !h.name.endsWith(IN_LIEU));

describe('Nigerian public holidays', () => {
  it('are valid dates in 2026 and 2027, sorted, each once', () => {
    for (const date of dates) {
      expect(isLocalDate(date)).toBe(true);
      expect(date.slice(0, 4)).toMatch(/^202[67]$/);
    }
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('include the fixed holidays and Easter in both years', () => {
    for (const year of ['2026', '2027']) {
      for (const [monthDay, name] of [
        ['01-01', "New Year's Day"],
        ['05-01', "Workers' Day"],
        ['06-12', 'Democracy Day'],
        ['10-01', 'Independence Day'],
        ['12-25', 'Christmas Day'],
        ['12-26', 'Boxing Day'],
      ]) {
        expect(NIGERIAN_HOLIDAYS).toContainEqual({ date: `${year}-${monthDay}`, name });
      }
    }
    for (const [good, easterMonday] of [
      ['2026-04-03', '2026-04-06'],
      ['2027-03-26', '2027-03-29'],
    ]) {
      expect(NIGERIAN_HOLIDAYS).toContainEqual({ date: good, name: 'Good Friday' });
      expect(NIGERIAN_HOLIDAYS).toContainEqual({ date: easterMonday, name: 'Easter Monday' });
      expect([dayOfWeek(good), dayOfWeek(easterMonday)]).toEqual([5, 1]);
    }
  });

  it('include the expected Islamic holidays', () => {
    const islamic = observed.filter((h) => /^Eid/.test(h.name)).map((h) => h.date);
    expect(islamic).toEqual(['2026-03-20', '2026-03-21', '2026-05-27', '2026-05-28', '2026-08-26', '2027-03-10', '2027-03-11', '2027-05-17', '2027-05-18', '2027-08-15']);
  });

  it('give each weekend holiday the next working day not already a holiday, and no other day in lieu', () => {
    const taken = new Set(observed.map((h) => h.date));
    const expected: string[] = [];
    for (const h of observed.filter((o) => isWeekend(o.date))) {
      let d = addDays(h.date, 1);
      while (isWeekend(d) || taken.has(d)) d = addDays(d, 1);
      taken.add(d);
      expected.push(d);
    }
    expect(inLieu.map((h) => h.date)).toEqual(expected);
    expect(expected).toEqual(['2026-03-23', '2026-12-28', '2027-05-03', '2027-06-14', '2027-08-16', '2027-12-27', '2027-12-28']);
  });

  it('put every day in lieu on a Monday, or on the Tuesday after one', () => {
    for (const { date } of inLieu) {
      if (dayOfWeek(date) === 2) expect(inLieu.map((h) => h.date)).toContain(addDays(date, -1));
      else expect(dayOfWeek(date)).toBe(1);
    }
  });

  it('name each day in lieu after a holiday on the weekend before it', () => {
    for (const { date, name } of inLieu) {
      const holiday = name.slice(0, -IN_LIEU.length - 1);
      expect(observed.some((h) => h.name === holiday && isWeekend(h.date) && h.date < date && h.date >= addDays(date, -3))).toBe(true);
    }
  });

  it('answer the dates as a set', () => {
    expect([...nigerianHolidays()]).toEqual(dates);
    expect(nigerianHolidays().has('2026-12-28')).toBe(true);
    expect(nigerianHolidays().has('2026-12-24')).toBe(false);
  });
});
