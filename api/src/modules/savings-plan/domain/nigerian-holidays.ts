/**
 * Nigerian federal public holidays, 2026 and 2027: the days the Federal Government (the Federal
 * Ministry of Interior, in its declaration before each holiday) closes offices, under the Public
 * Holidays Act. Pure.
 *
 * Fixed: New Year 1 January, Workers' Day 1 May, Democracy Day 12 June, Independence Day
 * 1 October, Christmas 25 December, Boxing Day 26 December; Good Friday and Easter Monday follow
 * Easter. The Islamic holidays (Eid al-Fitr, Eid al-Adha, Eid-el-Maulud) follow the sighting of
 * the moon: the dates below are the expected ones, and the government's declaration may move them
 * by a day. Such a change, or an extra holiday declared at short notice, is entered by an admin as
 * a closure day, not here.
 *
 * A holiday on a Saturday or Sunday is observed on the next working day (a Monday; the Tuesday when
 * Christmas and Boxing Day both fall on the weekend), as the Ministry has declared in past years
 * for fixed and Islamic holidays alike: those days are marked "(holiday in lieu)".
 *
 * Extend this list before 2028 starts: after the last year here only weekends and closure days count.
 */
import type { LocalDate } from '../../../common/time';

export const IN_LIEU = '(holiday in lieu)';

export const NIGERIAN_HOLIDAYS: readonly { date: LocalDate; name: string }[] = [
  { date: '2026-01-01', name: "New Year's Day" },
  { date: '2026-03-20', name: 'Eid al-Fitr' },
  { date: '2026-03-21', name: 'Eid al-Fitr' },
  { date: '2026-03-23', name: `Eid al-Fitr ${IN_LIEU}` },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-06', name: 'Easter Monday' },
  { date: '2026-05-01', name: "Workers' Day" },
  { date: '2026-05-27', name: 'Eid al-Adha' },
  { date: '2026-05-28', name: 'Eid al-Adha' },
  { date: '2026-06-12', name: 'Democracy Day' },
  { date: '2026-08-26', name: 'Eid-el-Maulud' },
  { date: '2026-10-01', name: 'Independence Day' },
  { date: '2026-12-25', name: 'Christmas Day' },
  { date: '2026-12-26', name: 'Boxing Day' },
  { date: '2026-12-28', name: `Boxing Day ${IN_LIEU}` },
  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-03-10', name: 'Eid al-Fitr' },
  { date: '2027-03-11', name: 'Eid al-Fitr' },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-03-29', name: 'Easter Monday' },
  { date: '2027-05-01', name: "Workers' Day" },
  { date: '2027-05-03', name: `Workers' Day ${IN_LIEU}` },
  { date: '2027-05-17', name: 'Eid al-Adha' },
  { date: '2027-05-18', name: 'Eid al-Adha' },
  { date: '2027-06-12', name: 'Democracy Day' },
  { date: '2027-06-14', name: `Democracy Day ${IN_LIEU}` },
  { date: '2027-08-15', name: 'Eid-el-Maulud' },
  { date: '2027-08-16', name: `Eid-el-Maulud ${IN_LIEU}` },
  { date: '2027-10-01', name: 'Independence Day' },
  { date: '2027-12-25', name: 'Christmas Day' },
  { date: '2027-12-26', name: 'Boxing Day' },
  { date: '2027-12-27', name: `Christmas Day ${IN_LIEU}` },
  { date: '2027-12-28', name: `Boxing Day ${IN_LIEU}` },
];

const DATES: ReadonlySet<LocalDate> = new Set(NIGERIAN_HOLIDAYS.map((h) => h.date));

export function nigerianHolidays(): ReadonlySet<LocalDate> {
  return DATES;
}
