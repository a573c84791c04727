import { referralStatus } from './referral-status';

describe('referral status', () => {
  it('is Pending until a plan is paid for', () => {
    expect(referralStatus([])).toEqual({ referralStatus: 'Pending', hasActivePlan: false });
    expect(referralStatus(['AwaitingFirstPayment'])).toEqual({ referralStatus: 'Pending', hasActivePlan: false });
    expect(referralStatus(['Cancelled', 'AwaitingFirstPayment'])).toEqual({ referralStatus: 'Pending', hasActivePlan: false });
  });

  it('is Active while any plan is being paid, whatever else they had', () => {
    expect(referralStatus(['Active'])).toEqual({ referralStatus: 'Active', hasActivePlan: true });
    expect(referralStatus(['Completed', 'Active', 'Cancelled'])).toEqual({ referralStatus: 'Active', hasActivePlan: true });
  });

  it('is Completed once a plan was paid in full and none is under way', () => {
    expect(referralStatus(['Completed'])).toEqual({ referralStatus: 'Completed', hasActivePlan: false });
    expect(referralStatus(['Cancelled', 'Completed', 'AwaitingFirstPayment'])).toEqual({ referralStatus: 'Completed', hasActivePlan: false });
  });
});
