import { addDays, lagosStartOfDay, type LocalDate } from '../../../common/time';
import { candidateDueDates, dueReminder, inSendingWindow, kindOn, type ReminderPlan } from './reminder-rules';
import type { PaymentFrequency } from '../../savings-plan/domain/schedule';

/** `hour`:`minute` in Lagos on `day`. */
const lagos = (day: LocalDate, hour: number, minute = 0) => new Date(lagosStartOfDay(day).getTime() + (hour * 60 + minute) * 60_000);
const DAY = '2026-03-10';

function plan(frequency: PaymentFrequency, dueDates: LocalDate[], extra: Partial<ReminderPlan> = {}): ReminderPlan {
  return {
    id: 'p1',
    status: 'Active',
    frequency,
    remindersEnabled: true,
    channels: { email: true, sms: true },
    instalments: dueDates.map((dueDate, i) => ({ id: `s${i + 1}`, dueDate, amountKobo: 200_000, status: 'Pending' as const })),
    alreadySent: [],
    ...extra,
  };
}

describe('which reminder an instalment gets on which day', () => {
  it('daily plans: the due day, then the first and third day overdue; never the day before', () => {
    const due = DAY;
    const days = Array.from({ length: 7 }, (_, i) => addDays(due, i - 2));
    expect(days.map((d) => kindOn('daily', due, d))).toEqual([null, null, 'due-today', 'overdue-1', null, 'overdue-3', null]);
  });

  it.each(['weekly', 'monthly'] as const)('%s plans: the day before, the due day, the first and third day overdue', (frequency) => {
    const days = Array.from({ length: 7 }, (_, i) => addDays(DAY, i - 2));
    expect(days.map((d) => kindOn(frequency, DAY, d))).toEqual([null, 'due-tomorrow', 'due-today', 'overdue-1', null, 'overdue-3', null]);
  });

  it('looks at exactly the due dates tomorrow, today, yesterday and three days ago', () => {
    expect(candidateDueDates(DAY).sort()).toEqual(['2026-03-07', '2026-03-09', '2026-03-10', '2026-03-11']);
  });
});

describe('the sending window: 08:00 to 20:00 Lagos', () => {
  it('opens at 08:00 and closes at 20:00 Lagos time (UTC+1)', () => {
    expect([lagos(DAY, 7, 59), lagos(DAY, 8, 0), lagos(DAY, 12), lagos(DAY, 19, 59), lagos(DAY, 20, 0), lagos(DAY, 23)].map(inSendingWindow)).toEqual([false, true, true, true, false, false]);
    // 07:30 UTC is 08:30 in Lagos.
    expect(inSendingWindow(new Date('2026-03-10T07:30:00Z'))).toBe(true);
    expect(inSendingWindow(new Date('2026-03-10T19:30:00Z'))).toBe(false);
  });

  it('sends nothing outside it, even when a reminder is due', () => {
    const p = plan('monthly', [DAY]);
    expect(dueReminder(p, lagos(DAY, 9))).not.toBeNull();
    expect(dueReminder(p, lagos(DAY, 7, 59))).toBeNull();
    expect(dueReminder(p, lagos(DAY, 20))).toBeNull();
  });
});

describe('what a plan gets now', () => {
  const at9 = lagos(DAY, 9);

  it('a monthly instalment due tomorrow: one due-tomorrow reminder by both channels', () => {
    expect(dueReminder(plan('monthly', [addDays(DAY, 1)]), at9)).toEqual({
      planId: 'p1',
      scheduleId: 's1',
      kind: 'due-tomorrow',
      dueDate: addDays(DAY, 1),
      amountKobo: 200_000,
      channels: ['email', 'sms'],
      othersUnpaid: { count: 0, amountKobo: 0 },
    });
  });

  it('never for a paid instalment, a plan with reminders off, a plan not active, or with both channels off', () => {
    const paid = plan('daily', [DAY]);
    paid.instalments[0].status = 'Paid';
    expect(dueReminder(paid, at9)).toBeNull();
    expect(dueReminder(plan('daily', [DAY], { remindersEnabled: false }), at9)).toBeNull();
    for (const status of ['AwaitingFirstPayment', 'Completed', 'Cancelled'] as const) expect(dueReminder(plan('daily', [DAY], { status }), at9)).toBeNull();
    expect(dueReminder(plan('daily', [DAY], { channels: { email: false, sms: false } }), at9)).toBeNull();
  });

  it('only by the channels the customer left on, and not again by one already used today', () => {
    expect(dueReminder(plan('daily', [DAY], { channels: { email: false, sms: true } }), at9)?.channels).toEqual(['sms']);
    expect(dueReminder(plan('daily', [DAY], { channels: { email: true, sms: false } }), at9)?.channels).toEqual(['email']);
    expect(dueReminder(plan('daily', [DAY], { alreadySent: ['email'] }), at9)?.channels).toEqual(['sms']);
    expect(dueReminder(plan('daily', [DAY], { alreadySent: ['email', 'sms'] }), at9)).toBeNull();
  });

  it('a daily plan behind on payments gets ONE message a day, about the earliest reminder-day instalment, naming what else is unpaid', () => {
    // Due 3 days ago (overdue-3), 2 days ago (no kind), yesterday (overdue-1), today (due-today).
    const p = plan('daily', [addDays(DAY, -3), addDays(DAY, -2), addDays(DAY, -1), DAY, addDays(DAY, 1)]);
    expect(dueReminder(p, at9)).toMatchObject({ scheduleId: 's1', kind: 'overdue-3', othersUnpaid: { count: 3, amountKobo: 600_000 } });
    // Once the oldest is paid, the next message is about yesterday's.
    p.instalments[0].status = 'Paid';
    expect(dueReminder(p, at9)).toMatchObject({ scheduleId: 's3', kind: 'overdue-1', othersUnpaid: { count: 2, amountKobo: 400_000 } });
  });

  it('an instalment more than three days late gets nothing more by itself', () => {
    expect(dueReminder(plan('monthly', [addDays(DAY, -4)]), at9)).toBeNull();
    expect(dueReminder(plan('monthly', [addDays(DAY, -2)]), at9)).toBeNull();
  });
});
