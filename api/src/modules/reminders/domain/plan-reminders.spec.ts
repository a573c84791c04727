import { planRemindersText } from './plan-reminders';

const plan = { status: 'Active' as const, remindersEnabled: true, frequency: 'monthly' as const, email: true, sms: true };

describe('the reminders a plan gets, in words', () => {
  it('names the channels and the days the reminder job uses', () => {
    expect(planRemindersText(plan)).toBe('Reminders by e-mail and SMS: the day before and on each due date, and 1 and 3 days after if still unpaid, between 08:00 and 20:00 Lagos time.');
    expect(planRemindersText({ ...plan, frequency: 'daily', sms: false })).toBe(
      'Reminders by e-mail only (SMS is off in your Personal Details): on each due date, and 1 and 3 days after if still unpaid, between 08:00 and 20:00 Lagos time.',
    );
    expect(planRemindersText({ ...plan, email: false })).toMatch(/^Reminders by SMS only \(e-mail is off/);
  });

  it('says when none are sent, and why', () => {
    expect(planRemindersText({ ...plan, remindersEnabled: false })).toBe('Reminders are off for this plan.');
    expect(planRemindersText({ ...plan, email: false, sms: false })).toMatch(/both off in your Personal Details, so none are sent\.$/);
    expect(planRemindersText({ ...plan, status: 'Completed' })).toBeNull();
    expect(planRemindersText({ ...plan, status: 'AwaitingFirstPayment' })).toMatch(/They start once the first payment is in\.$/);
  });
});
