import { isOneSmsPart } from '../../../integrations/sms/sms-parts';
import { autoDebitEmail, autoDebitSms, type DebitNotice } from './auto-debit.messages';

const paused = (payLinkUrl: string | null, amountKobo = 3_000_000): DebitNotice => ({
  firstName: 'Adébáyọ̀',
  email: 'a@example.ng',
  packName: 'Family Foodstuff Pack',
  amountKobo,
  dueDate: '2026-12-28',
  outcome: 'paused',
  providerMessage: null,
  nextAttemptOn: null,
  switchedToManual: false,
  payLinkUrl,
});

describe('the paused-charge notice', () => {
  it('carries the pay link in one GSM-7 SMS part', () => {
    const text = autoDebitSms(paused('https://foodsavings.ng/p/AbCdEfGh1234'));
    expect(text).toBe('Food Savings: your action needed. Your bank wants your approval for NGN 30,000 due 28 Dec 2026. Pay here: https://foodsavings.ng/p/AbCdEfGh1234');
    expect(isOneSmsPart(text)).toBe(true);
  });

  it('falls back to a shorter text that still fits one part with a long PUBLIC_URL and a large amount', () => {
    const url = 'https://savings.some-long-host-name.example.com.ng/p/AbCdEfGh1234';
    const text = autoDebitSms(paused(url, 123_456_789));
    expect(text).toBe(`Food Savings: action needed, pay NGN 1,234,567.89 due 28 Dec 2026: ${url}`);
    expect(isOneSmsPart(text)).toBe(true);
  });

  it('sends the pay link by e-mail too, never without a way to pay', () => {
    expect(autoDebitEmail(paused('https://foodsavings.ng/p/AbCdEfGh1234')).text).toContain('Pay it here in one tap, without signing in: https://foodsavings.ng/p/AbCdEfGh1234');
    expect(autoDebitSms(paused(null))).toContain('open the app');
  });
});
