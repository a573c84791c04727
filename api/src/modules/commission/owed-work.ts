import type { Duty } from '../../jobs/owed-work';
import type { CommissionService } from './commission.service';

/**
 * What the commission feature owes after a payment's commit (see jobs/owed-work): the marketer's
 * commission line on every recorded payment, or the finding that it earns none (commission_settled_at).
 */
export function commissionDuties(commissions: CommissionService): Duty[] {
  const accruals: Duty<'commissions.accrue'> = {
    name: 'commissions',
    owed: { table: 'payments', where: 'commission_settled_at IS NULL', since: 'created_at', from: 'after-grace' },
    job: { name: 'commissions.accrue', payload: (paymentId) => ({ paymentId }), idOf: (d) => d.paymentId, jobId: (id) => `accrue-${id}` },
    report: { done: 'commissionsSettled', failed: 'commissionsFailed' },
    async perform(ctx, id) {
      return (await commissions.accrue(ctx, id)) === 'already-settled' ? 'nothing' : 'done';
    },
  };
  return [accruals];
}
