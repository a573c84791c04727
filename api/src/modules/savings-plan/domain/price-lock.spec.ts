import { formatKobo } from '../../../common/money';
import { priceLock, priceLockLine } from './price-lock';
import { PlanStatuses } from './plan-state';

describe('the price-lock certificate', () => {
  const locked = 36_000_00;

  it('shows what the lock saves on a plan still being paid whose pack costs more today', () => {
    expect(priceLock({ status: 'Active', priceKobo: locked }, 39_600_00)).toEqual({ lockedKobo: 36_000_00, todayKobo: 39_600_00, savingKobo: 3_600_00 });
    expect(priceLock({ status: 'AwaitingFirstPayment', priceKobo: locked }, locked + 1)).toEqual({ lockedKobo: locked, todayKobo: locked + 1, savingKobo: 1 });
  });

  it('is absent when the pack costs the same or less today, or has no price (retired)', () => {
    expect(priceLock({ status: 'Active', priceKobo: locked }, locked)).toBeNull();
    expect(priceLock({ status: 'Active', priceKobo: locked }, 30_000_00)).toBeNull();
    expect(priceLock({ status: 'Active', priceKobo: locked }, null)).toBeNull();
  });

  it('is absent on a plan no longer being paid (completed or cancelled)', () => {
    const shown = PlanStatuses.filter((status) => priceLock({ status, priceKobo: locked }, 40_000_00));
    expect(shown).toEqual(['AwaitingFirstPayment', 'Active']);
  });

  it('reads as one line in the money format given', () => {
    const lock = priceLock({ status: 'Active', priceKobo: locked }, 39_600_00)!;
    expect(priceLockLine(lock, formatKobo)).toBe('You locked ₦36,000; this pack costs ₦39,600 today; you save ₦3,600.');
    expect(priceLockLine(lock, (kobo) => `N${kobo / 100}`)).toBe('You locked N36000; this pack costs N39600 today; you save N3600.');
  });
});
