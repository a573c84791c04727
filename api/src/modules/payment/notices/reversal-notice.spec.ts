import { reversalNotice, type ReversalNoticeInput } from './reversal-notice';

const input: ReversalNoticeInput = {
  kind: 'Reversal',
  firstName: 'Adébáyọ̀',
  packName: 'Family Foodstuff Pack',
  amountKobo: 5_906_00,
  payments: 1,
  reference: 'fs-abc',
  paidAt: 'Nov 2, 2026, 09:15',
  reason: 'Bounced transfer',
  plan: { status: 'Active', totalKobo: 35_436_00, amountPaidKobo: 0, remainingKobo: 35_436_00, nextDue: { amountDueKobo: 5_906_00, dueDate: '2026-11-01' }, overdue: { count: 2, amountDueKobo: 11_812_00 } },
  profileUrl: 'https://example.ng/profile?tab=savings',
};

describe('the notice of a reverted or refunded payment', () => {
  it('says what happened and what the customer owes now', () => {
    const n = reversalNotice(input);
    expect(n.subject).toBe('Payment reverted: ₦5,906 for your Family Foodstuff Pack');
    expect(n.text).toContain('Our team has reverted your payment of ₦5,906 on your Family Foodstuff Pack savings plan (reference fs-abc, paid Nov 2, 2026, 09:15 Lagos time).');
    expect(n.text).toContain('Reason: Bounced transfer');
    expect(n.text).toContain('You now owe ₦35,436 of ₦35,436 on this plan (₦0 paid).');
    expect(n.text).toContain('₦11,812 is overdue now (2 instalments)');
    expect(n.text).toContain('Pay from your profile: https://example.ng/profile?tab=savings');
  });

  it('fits the SMS in one GSM part: N for naira, plain letters', () => {
    const { sms } = reversalNotice(input);
    expect(sms).toBe('Food Savings: Adebayo, your payment of N5,906 for Family Foodstuff Pack was reverted by our team. You owe N35,436; N11,812 is overdue. See your e-mail.');
    expect(sms.length).toBeLessThanOrEqual(160);
    expect(reversalNotice({ ...input, packName: 'A'.repeat(120) }).sms.length).toBeLessThanOrEqual(160);
  });

  it('a refund: on its way back, nothing owed on the closed plan', () => {
    const n = reversalNotice({ ...input, kind: 'Refund', amountKobo: 30_000_00, payments: 2, reference: null, paidAt: null, plan: { ...input.plan, status: 'Cancelled', remainingKobo: 0, nextDue: null, overdue: null } });
    expect(n.subject).toBe('Refund started: your Family Foodstuff Pack');
    expect(n.text).toContain('₦30,000 (2 payments) is on its way back to you');
    expect(n.text).toContain('You owe nothing on this plan: it is closed.');
    expect(n.text).not.toContain('Pay from your profile');
    expect(n.sms).toContain('You owe nothing now.');
  });
});
