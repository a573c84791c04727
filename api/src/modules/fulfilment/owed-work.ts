import type { Duty } from '../../jobs/owed-work';
import type { FulfilmentService } from './fulfilment.service';

/**
 * What the fulfilment feature owes after a commit: the customer's notice of each move of their
 * pack (fulfilment_moves.notified_at). Owed at once ('when-due'): a plan completed inside a
 * payment's transaction has its first notice, with the handover code, sent by the next sweep; the
 * moves made here ask for their job right after the commit.
 */
export function fulfilmentDuties(fulfilment: FulfilmentService): Duty[] {
  const notices: Duty<'fulfilment.notify'> = {
    name: 'fulfilment-notices',
    owed: { table: 'fulfilment_moves', where: 'notified_at IS NULL', since: 'at', from: 'when-due' },
    job: { name: 'fulfilment.notify', payload: (moveId) => ({ moveId }), idOf: (d) => d.moveId, jobId: (id) => `fulfilment-notice-${id}` },
    report: { done: 'fulfilmentNoticesSent', failed: 'fulfilmentNoticesFailed' },
    async perform(ctx, id) {
      return (await fulfilment.notify(ctx, id)) === 'sent' ? 'done' : 'nothing';
    },
  };
  return [notices];
}
