import type { SavingsPlanView } from '../../savings-plan';
import { receiptEmail } from './receipt.emails';

const plan = { foodPackName: 'Family Pack', amountPaidKobo: 1_200_000, totalAmountKobo: 3_600_000, progressPercent: 33, status: 'Active', nextDue: null } as unknown as SavingsPlanView;

describe('receiptEmail', () => {
  it("gives the payment's time on the Lagos clock, not UTC: 23:30 UTC is 00:30 the next day in Lagos", () => {
    const mail = receiptEmail({ firstName: 'Ada', email: 'ada@example.ng' }, plan, {
      reference: 'fs-1',
      amountKobo: 1_200_000,
      overpaymentKobo: 0,
      paidAt: new Date('2026-11-27T23:30:00Z'),
      createdAt: new Date('2026-11-27T23:29:00Z'),
    });
    expect(mail.text).toContain('Paid: Nov 28, 2026, 00:30 (Lagos time)');
    expect(mail.text).not.toContain('UTC');
  });

  it("names who paid through the contribution link: '₦5,000 from Aunty Bisi'", () => {
    const mail = receiptEmail({ firstName: 'Ada', email: 'ada@example.ng' }, plan, {
      reference: 'fs-2',
      amountKobo: 500_000,
      overpaymentKobo: 0,
      paidAt: new Date('2026-11-27T10:00:00Z'),
      createdAt: new Date('2026-11-27T10:00:00Z'),
      contributorName: 'Aunty Bisi\nBcc: x',
    });
    expect(mail.subject).toBe('₦5,000 from Aunty Bisi Bcc: x for your Family Pack');
    expect(mail.text).toContain('You received ₦5,000 from Aunty Bisi Bcc: x towards your Family Pack savings plan');
  });
});
