import { paceSummary, paidToday, projectArrival, type PaceInstalment } from './pace';

const N = 2_000_000; // ₦20,000 in kobo
const monthly = (paidOn: (string | null)[]): PaceInstalment[] =>
  ['2027-02-01', '2027-03-01', '2027-04-01'].map((dueDate, i) => ({ dueDate, amountKobo: N, status: paidOn[i] ? 'Paid' : 'Pending', paidOn: paidOn[i] ?? null }));

function project(instalments: PaceInstalment[], today: string, closures: string[] = []) {
  return projectArrival(paceSummary(instalments, today), today, closures);
}

describe('the pack arrival at the customer’s pace', () => {
  it('on time: the last due date, then the 5th working day after it', () => {
    expect(project(monthly(['2027-02-01']), '2027-02-10')).toEqual({ pace: 'onTime', shiftDays: 0, paidUpOn: '2027-04-01', arrivesAround: '2027-04-08' });
  });

  it('paying next month’s instalment early brings the date a month forward', () => {
    const before = monthly(['2027-02-01']);
    const after = paidToday(before, N, '2027-02-10');
    expect(after[1]).toMatchObject({ status: 'Paid', paidOn: '2027-02-10' });
    expect(project(after, '2027-02-10')).toEqual({ pace: 'ahead', shiftDays: -31, paidUpOn: '2027-03-01', arrivesAround: '2027-03-08' });
  });

  it('paying on the due day is on time, not ahead (a plan started today included)', () => {
    expect(project(monthly(['2027-02-01']), '2027-02-01')).toEqual({ pace: 'onTime', shiftDays: 0, paidUpOn: '2027-04-01', arrivesAround: '2027-04-08' });
    expect(project(monthly(['2027-01-30', '2027-03-01']), '2027-03-01')).toMatchObject({ pace: 'onTime', shiftDays: 0 });
  });

  it('on the first day, paying the second instalment too brings the date a month forward', () => {
    const after = paidToday(monthly(['2027-02-01']), N, '2027-02-01');
    expect(project(after, '2027-02-01')).toEqual({ pace: 'ahead', shiftDays: -31, paidUpOn: '2027-03-01', arrivesAround: '2027-03-08' });
  });

  it('an instalment due today and unpaid is not late yet', () => {
    expect(project(monthly(['2027-02-01']), '2027-03-01')).toMatchObject({ pace: 'onTime', shiftDays: 0, arrivesAround: '2027-04-08' });
  });

  it('behind: the rest slips as far as the first unpaid instalment is overdue', () => {
    expect(project(monthly(['2027-02-01']), '2027-03-11')).toEqual({ pace: 'behind', shiftDays: 10, paidUpOn: '2027-04-11', arrivesAround: '2027-04-16' });
  });

  it('paying what is overdue brings the date forward, to the customer’s habit', () => {
    const after = paidToday(monthly(['2027-02-01']), N, '2027-03-11');
    expect(project(after, '2027-03-11')).toEqual({ pace: 'behind', shiftDays: 5, paidUpOn: '2027-04-06', arrivesAround: '2027-04-13' });
  });

  it('a customer who pays late by habit is expected as late; early payments count as on time', () => {
    const instalments = monthly(['2027-02-06', '2027-03-02']);
    expect(paceSummary(instalments, '2027-03-05').habitLateDays).toBe(3);
    expect(paceSummary(monthly(['2027-01-20']), '2027-02-10').habitLateDays).toBe(0);
    expect(project(instalments, '2027-03-05')).toMatchObject({ pace: 'behind', shiftDays: 3, paidUpOn: '2027-04-04' });
  });

  it('a plan paid up arrives from the day of its last payment, over holidays', () => {
    // 26 March 2027 is Good Friday and 29 March Easter Monday.
    expect(project(monthly(['2027-02-01', '2027-03-01', '2027-03-24']), '2027-03-24')).toEqual({ pace: 'onTime', shiftDays: 0, paidUpOn: '2027-03-24', arrivesAround: '2027-04-02' });
  });

  it('skips the office’s closure days', () => {
    expect(project(monthly(['2027-02-01']), '2027-02-10', ['2027-04-06']).arrivesAround).toBe('2027-04-09');
  });

  it('never projects a day before today', () => {
    const summary = { lastDue: '2027-03-01', firstUnpaidDue: '2027-03-01', firstDueAfterToday: null, habitLateDays: 0, lastPaidOn: null };
    expect(projectArrival(summary, '2027-03-01').paidUpOn).toBe('2027-03-01');
    expect(projectArrival(summary, '2027-03-05')).toMatchObject({ pace: 'behind', paidUpOn: '2027-03-05' });
  });

  it('a payment covers the oldest unpaid instalments it pays in full, no more', () => {
    const after = paidToday(monthly([null]), N + N / 2, '2027-02-01');
    expect(after.map((i) => i.status)).toEqual(['Paid', 'Pending', 'Pending']);
    expect(paidToday(monthly([null]), N - 1, '2027-02-01').every((i) => i.status === 'Pending')).toBe(true);
  });
});
