import { strayChargeNotice } from './reversal-notice';

describe('strayChargeNotice (issue 28: a payment reported for a plan not the customer\'s)', () => {
  const input = { firstName: 'Adébáyọ̀', amountKobo: 1_234_500_00, reference: '3f0c8a52-6a4e-4f53-9d38-6d1e7f1f2b11', dueFrom: '2026-12-08', dueBy: '2026-12-17', profileUrl: 'https://food.example/profile?tab=savings' };

  it('says what was paid, that it paid no plan, and when the refund is promised', () => {
    const notice = strayChargeNotice(input);
    expect(notice.subject).toBe('Refund started: ₦1,234,500 (a payment not for one of your plans)');
    expect(notice.text).toContain('Your payment of ₦1,234,500 (reference 3f0c8a52-6a4e-4f53-9d38-6d1e7f1f2b11) was reported for a savings plan that is not one of yours');
    expect(notice.text).toContain('promised between 2026-12-08 and 2026-12-17');
    expect(notice.text).toContain(input.profileUrl);
  });

  it('keeps the SMS to one GSM part: no ₦, at most 160 characters', () => {
    const { sms } = strayChargeNotice(input);
    expect(sms).toBe('Food Savings: your payment of N1,234,500 was not for one of your plans. It will be refunded to your card by 2026-12-17.');
    expect(sms.length).toBeLessThanOrEqual(160);
  });
});
