import { checkAdjustment, checkReceipt } from './stock-input';
import { availabilityLabel, figuresOf } from './stock-figures';

describe('stock figures', () => {
  it('sums each kind into on hand, reserved and available', () => {
    expect(figuresOf({})).toEqual({ onHand: 0, reserved: 0, available: 0 });
    expect(figuresOf({ received: 10, adjusted: -2, reserved: 5, released: 1, handedOver: 3 })).toEqual({ onHand: 5, reserved: 1, available: 4 });
  });

  it('goes negative when more is reserved than is on hand', () => {
    expect(figuresOf({ received: 1, reserved: 2 })).toEqual({ onHand: 1, reserved: 2, available: -1 });
  });

  it('says availability in words', () => {
    expect(availabilityLabel(3)).toBe('3 available');
    expect(availabilityLabel(0)).toBe('None available');
    expect(availabilityLabel(-2)).toBe('Short by 2');
  });
});

describe('stock input', () => {
  it('takes 1 to 100,000 packs received, with an optional note', () => {
    expect(checkReceipt({ quantity: 1, note: '  ' })).toEqual({ ok: true, value: { quantity: 1, note: null } });
    expect(checkReceipt({ quantity: 100_000, note: ' DN-42 ' })).toEqual({ ok: true, value: { quantity: 100_000, note: 'DN-42' } });
    for (const quantity of [0, -1, 100_001, 1.5]) expect(checkReceipt({ quantity })).toMatchObject({ ok: false, problems: [{ field: 'quantity' }] });
    expect(checkReceipt({ quantity: 1, note: 'x'.repeat(201) })).toMatchObject({ ok: false, problems: [{ field: 'note' }] });
  });

  it('takes a signed, non-zero adjustment with a reason of 3 to 200 characters', () => {
    expect(checkAdjustment({ quantity: -2, reason: ' Damaged in the store ' })).toEqual({ ok: true, value: { quantity: -2, reason: 'Damaged in the store' } });
    expect(checkAdjustment({ quantity: 0, reason: 'ab' })).toMatchObject({ ok: false, problems: [{ field: 'quantity' }, { field: 'reason' }] });
    expect(checkAdjustment({ quantity: 1, reason: 'x'.repeat(201) })).toMatchObject({ ok: false, problems: [{ field: 'reason' }] });
    expect(checkAdjustment({ quantity: 1, reason: 'abc' }).ok).toBe(true);
  });
});
