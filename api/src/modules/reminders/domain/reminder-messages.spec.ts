import { gsmLength, isOneSmsPart } from '../../../integrations/sms/sms-parts';
import { gsmPlain, reminderEmail, reminderSms, smsNaira, type ReminderWords } from './reminder-messages';

const URL = 'https://foodsavings.ng/p/Ab3dE5gH7jK9';
const words = (extra: Partial<ReminderWords> = {}, reminder: Partial<ReminderWords['reminder']> = {}): ReminderWords => ({
  firstName: 'Ada',
  packName: 'Family Foodstuff Pack',
  payUrl: URL,
  reminder: { kind: 'due-today', dueDate: '2026-03-05', amountKobo: 2_000_00, othersUnpaid: { count: 0, amountKobo: 0 }, ...reminder },
  ...extra,
});

describe('reminder SMS', () => {
  it('says who, what, how much in naira, when, and the link, in one GSM part', () => {
    const text = reminderSms(words());
    expect(text).toBe(`Hi Ada, your Family Foodstuff Pack payment of N2,000 is due today, 5 Mar. Pay: ${URL}`);
    expect(isOneSmsPart(text)).toBe(true);
  });

  it.each([
    ['due-tomorrow', 'is due tomorrow, 5 Mar'],
    ['overdue-1', 'was due 5 Mar and is overdue'],
    ['overdue-3', 'was due 5 Mar and is 3 days overdue'],
  ] as const)('%s: %s', (kind, phrase) => {
    expect(reminderSms(words({}, { kind }))).toContain(phrase);
  });

  it('keeps to one part with long names, accents and other unpaid instalments, dropping detail in turn', () => {
    const long = reminderSms(
      words({ firstName: 'Adébáyọ̀ Oluwaseun', packName: 'Premium Festive Hamper Deluxe Edition With Extras ☺' }, { kind: 'overdue-3', amountKobo: 123_456_00, othersUnpaid: { count: 4, amountKobo: 493_824_00 } }),
    );
    expect(isOneSmsPart(long)).toBe(true);
    expect(long).toContain('N123,456');
    expect(long).toContain(URL);
    expect(long).toContain('Adebayo Oluwaseun');
    // Short names keep the other-unpaid note.
    expect(reminderSms(words({}, { othersUnpaid: { count: 2, amountKobo: 4_000_00 } }))).toContain('(+N4,000 more unpaid)');
  });

  it('never uses ₦ (outside the GSM alphabet: it would cut the part to 70 characters)', () => {
    expect(gsmLength('₦')).toBeNull();
    expect(smsNaira(3_600_000)).toBe('N36,000');
    expect(smsNaira(150)).toBe('N1.50');
    expect(gsmLength(reminderSms(words()))).not.toBeNull();
  });

  it('reduces typed names to plain GSM text on one line', () => {
    expect(gsmPlain('Chị\nỌlá 😀')).toBe('Chi Ola');
    expect(gsmLength('[€]')).toBe(6);
  });
});

describe('late-fine warning in reminders', () => {
  // Started 10 January: the window closes 10 May; the warning runs from 26 April.
  const warning = { fineDate: '2026-05-10', payBy: '2026-05-09', fineKobo: 10_000_00, amountToAvoidKobo: 20_000_00 };

  it('SMS: adds the fine, what to pay and by when, in one GSM part (here the pack name makes room for it)', () => {
    const text = reminderSms(words({ fineWarning: warning }));
    expect(text).toBe(`Hi Ada, your payment of N2,000 is due today, 5 Mar. Avoid a N10,000 late fine: pay N20,000 by 9 May. Pay: ${URL}`);
    expect(isOneSmsPart(text)).toBe(true);
    expect(reminderSms(words({ fineWarning: null }))).not.toContain('fine');
  });

  it('SMS: keeps the warning over the other-unpaid note, the pack and the name; drops it rather than take a second part', () => {
    const crowded = words(
      { firstName: 'Oluwaseun Adebayo', packName: 'Premium Festive Hamper Deluxe', fineWarning: { ...warning, amountToAvoidKobo: 1_234_567_00 } },
      { kind: 'overdue-3', amountKobo: 123_456_00, othersUnpaid: { count: 4, amountKobo: 493_824_00 } },
    );
    const text = reminderSms(crowded);
    expect(isOneSmsPart(text)).toBe(true);
    expect(text).toContain('Avoid a N10,000 late fine: pay N1,234,567 by 9 May.');
    expect(text).not.toContain('more unpaid');
    expect(text).toContain(URL);
    // A link so long that even the bare message with the warning is over 160: the warning goes, one part stays.
    const longUrl = `https://foodsavings.ng/p/Ab3dE5gH7jK9?${'x'.repeat(50)}`;
    const bare = reminderSms({ ...crowded, payUrl: longUrl });
    expect(isOneSmsPart(bare)).toBe(true);
    expect(bare).not.toContain('late fine');
    expect(bare).toContain('N123,456');
  });

  it('e-mail: says the fine, its date, what to pay and by when, with ₦', () => {
    const mail = reminderEmail(words({ fineWarning: warning }), 'ada@example.ng');
    expect(mail.text).toContain('A ₦10,000 late fine applies on 10 May 2026. Pay ₦20,000 (the rest of your plan) by 9 May 2026 to avoid it.');
    expect(reminderEmail(words(), 'ada@example.ng').text).not.toContain('late fine');
  });
});

describe('reminder e-mail', () => {
  it('has the amount with ₦, the long date, the pay link and how to stop reminders; names are one line', () => {
    const mail = reminderEmail(words({ firstName: 'Ada\nURGENT', packName: 'Family\r\nPack' }, { kind: 'overdue-1', othersUnpaid: { count: 1, amountKobo: 2_000_00 } }), 'ada@example.ng');
    expect(mail.to).toBe('ada@example.ng');
    expect(mail.subject).toBe('Overdue: ₦2,000 for your Family Pack');
    expect(mail.text).toContain('Hello Ada URGENT,');
    expect(mail.text).toContain('payment of ₦2,000 was due 5 March 2026 and is overdue');
    expect(mail.text).toContain('1 earlier unpaid payment (₦2,000 in all)');
    expect(mail.text).toContain(`Pay now, without signing in: ${URL}`);
    expect(mail.text).toContain('turn them off on your profile');
  });

  it("names the customer's own account number as the one bank account to pay into, when they have one", () => {
    const mail = reminderEmail(words({ bankAccount: { bankName: 'Wema Bank', accountNumber: '9100000001', accountName: 'FOODSAVINGS/ADA OBI' } }), 'ada@example.ng');
    expect(mail.text).toContain('Or pay by bank transfer into your own account number: Wema Bank 9100000001 (FOODSAVINGS/ADA OBI).');
    expect(mail.text).toContain('Pay only through the app or into 9100000001, the account shown in the app.');
    expect(reminderEmail(words(), 'ada@example.ng').text).not.toContain('bank transfer');
  });
});

describe('the price-lock certificate in reminders', () => {
  const priceLock = { lockedKobo: 36_000_00, todayKobo: 39_600_00, savingKobo: 3_600_00 };

  it('e-mail: says what the plan locked, what the pack costs today and the saving, with ₦', () => {
    const mail = reminderEmail(words({ priceLock }), 'ada@example.ng');
    expect(mail.text).toContain('\nYou locked ₦36,000; this pack costs ₦39,600 today; you save ₦3,600.\n');
    expect(reminderEmail(words({ priceLock: null }), 'ada@example.ng').text).not.toContain('You locked');
    expect(reminderEmail(words(), 'ada@example.ng').text).not.toContain('You locked');
  });

  it('SMS: leaves it out (it would not fit one part beside the reminder), whatever else is in it', () => {
    expect(reminderSms(words({ priceLock }))).toBe(reminderSms(words()));
  });
});
