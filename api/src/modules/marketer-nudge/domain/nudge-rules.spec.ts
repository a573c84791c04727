import { isOneSmsPart } from '../../../integrations/sms/sms-parts';
import { customerOverdue, intoSendingHours, nextPossibleAt, nudgeRefusal, nudgeSms, NUDGE_DAILY_LIMIT } from './nudge-rules';

const lagos = (iso: string) => new Date(`${iso}+01:00`);
const NOW = lagos('2026-11-28T10:00:00');
const facts = { overdueKobo: 1_000_000, remindersOn: true, lastNudgeAt: null, sentTodayByMarketer: 0 };

describe('nudge rules', () => {
  test('an overdue customer with reminders on may be nudged in the day', () => {
    expect(nudgeRefusal(facts, NOW)).toBeNull();
  });

  test('refusals say why, and when the next is possible', () => {
    expect(nudgeRefusal({ ...facts, overdueKobo: 0 }, NOW)).toMatchObject({ code: 'NOT_OVERDUE', nextAt: null });
    expect(nudgeRefusal({ ...facts, remindersOn: false, remindersOffBy: 'plan' }, NOW)).toMatchObject({ code: 'REMINDERS_OFF', message: 'This customer turned reminders off for their overdue plan.' });
    const soon = nudgeRefusal({ ...facts, lastNudgeAt: lagos('2026-11-26T19:30:00') }, NOW);
    // 3 days after 19:30 on the 26th is 19:30 on the 29th: inside the hours.
    expect(soon).toMatchObject({ code: 'NUDGE_TOO_SOON', nextAt: lagos('2026-11-29T19:30:00') });
    expect(soon!.message).toBe('This customer was reminded on 26 Nov, 19:30: one reminder every 3 days. Next possible: 29 Nov, 19:30 (Lagos time).');
    expect(nudgeRefusal({ ...facts, sentTodayByMarketer: NUDGE_DAILY_LIMIT }, NOW)).toMatchObject({ code: 'NUDGE_DAILY_LIMIT', nextAt: lagos('2026-11-29T08:00:00') });
    expect(nudgeRefusal(facts, lagos('2026-11-28T20:00:00'))).toMatchObject({ code: 'OUTSIDE_SENDING_HOURS', nextAt: lagos('2026-11-29T08:00:00') });
    expect(nudgeRefusal(facts, lagos('2026-11-28T07:59:00'))).toMatchObject({ code: 'OUTSIDE_SENDING_HOURS', nextAt: lagos('2026-11-28T08:00:00') });
  });

  test('the next possible time meets every rule at once', () => {
    // Reminded at 22:00 three days ago: 22:00 tonight; the limit reached today: tomorrow; the hours: 08:00.
    expect(nextPossibleAt({ lastNudgeAt: lagos('2026-11-25T22:00:00'), sentTodayByMarketer: NUDGE_DAILY_LIMIT }, NOW)).toEqual(lagos('2026-11-29T08:00:00'));
    // Three days after a nudge at 19:59 falls at 19:59; after one at 20:30 (impossible now, but stored rows may say so) the next morning.
    expect(intoSendingHours(lagos('2026-12-01T20:30:00'))).toEqual(lagos('2026-12-02T08:00:00'));
  });

  test('what is overdue: unpaid instalments due before today, less a part payment; the link pays the oldest', () => {
    const plan = (id: string, remindersEnabled: boolean, amountPaidKobo: number) => ({
      id,
      remindersEnabled,
      amountPaidKobo,
      schedules: [
        { id: `${id}-1`, sequence: 1, dueDate: '2026-11-10', amountKobo: 1_000_000, status: 'Paid' as const },
        { id: `${id}-2`, sequence: 2, dueDate: '2026-11-17', amountKobo: 1_000_000, status: 'Overdue' as const },
        { id: `${id}-3`, sequence: 3, dueDate: '2026-11-24', amountKobo: 1_000_000, status: 'Overdue' as const },
        { id: `${id}-4`, sequence: 4, dueDate: '2026-11-28', amountKobo: 1_000_000, status: 'Pending' as const },
      ],
    });
    expect(customerOverdue([plan('a', true, 1_250_000)], '2026-11-28')).toEqual({ overdueKobo: 1_750_000, planRemindersOn: true, target: { planId: 'a', scheduleId: 'a-2', linkKobo: 750_000 } });
    // A plan with reminders off is not named while another is; alone, it still shows what is owed.
    expect(customerOverdue([plan('a', false, 1_000_000), plan('b', true, 1_000_000)], '2026-11-28')).toMatchObject({ overdueKobo: 2_000_000, target: { planId: 'b' } });
    expect(customerOverdue([plan('a', false, 1_000_000)], '2026-11-28')).toEqual({ overdueKobo: 2_000_000, planRemindersOn: false, target: null });
    expect(customerOverdue([], '2026-11-28')).toEqual({ overdueKobo: 0, planRemindersOn: false, target: null });
  });

  test('the SMS fits one GSM-7 part, shortening names before it would not', () => {
    const url = 'https://foodsavings.ng/p/AbCdEfGhIjKl';
    const text = nudgeSms({ firstName: 'Adébáyọ̀', marketerFirstName: 'Tunde', overdueKobo: 2_250_000, linkKobo: 1_125_000, payUrl: url });
    expect(text).toBe(`Hi Adebayo, you have N22,500 overdue on Food Savings. Tunde, your marketer, asked us to remind you. Pay N11,250 now: ${url}`);
    expect(isOneSmsPart(text)).toBe(true);
    // A longer address: the marketer's name goes first, then the customer's; the link stays.
    const longUrl = 'https://www.food-savings.example.com.ng/p/AbCdEfGhIjKl';
    const long = nudgeSms({ firstName: 'Oluwadamilare', marketerFirstName: 'Oluwatobiloba', overdueKobo: 12_345_678_00, linkKobo: 1_125_000, payUrl: longUrl });
    expect(long).toBe(`Hi Oluwadamilare, you have N12,345,678 overdue on Food Savings. Pay N11,250 now: ${longUrl}`);
    expect(isOneSmsPart(long)).toBe(true);
  });
});
