import { revertSummary, toRecordManualPaymentInput, validateUpdatePayment, EMPTY_UPDATE_PAYMENT } from './manual-payments';

describe('manual payments: form rules', () => {
  it('asks for the plan first, then its instalment, with the specification message', () => {
    const filled = { ...EMPTY_UPDATE_PAYMENT, channel: 'cash' as const, note: 'Cash at the office' };
    expect(validateUpdatePayment(filled)).toEqual({ plan: 'Please select a plan and schedule' });
    expect(validateUpdatePayment({ ...filled, plan: { value: 'plan-1', label: 'Ngozi Obi — Family Pack' } })).toEqual({ scheduleId: 'Please select a plan and schedule' });
    expect(validateUpdatePayment({ ...filled, plan: { value: 'plan-1', label: 'x' }, scheduleId: 's-1', reference: 'r'.repeat(101) })).toEqual({ reference: 'Reference must be at most 100 characters' });
  });

  it('sends a blank reference as none and trims the note', () => {
    const input = toRecordManualPaymentInput({ plan: { value: 'plan-1', label: 'x' }, scheduleId: 's-1', channel: 'pos', reference: '   ', note: '  POS at the office ' });
    expect(input).toEqual({ planId: 'plan-1', scheduleId: 's-1', channel: 'pos', reference: null, note: 'POS at the office' });
  });

  it('says only what a revert changed', () => {
    expect(revertSummary({ planStatus: 'Cancelled', commissionReversedKobo: 0 })).toBe('The instalment it paid is unpaid again.');
    expect(revertSummary({ planStatus: 'Active', commissionReversedKobo: 0 })).toBe('The instalment it paid is unpaid again. The plan is Active.');
  });
});
