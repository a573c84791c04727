import { IsNull } from 'typeorm';
import type { RequestContext } from '../../../common/context';
import { formatKobo } from '../../../common/money';
import type { Duty, DutyOutcome } from '../../../jobs/owed-work';
import type { JobQueue } from '../../../jobs/queue';
import { UserRow } from '../../user';
import { CreditEntryRow } from '../account/credit-entry.entity';
import { SavingsPlanRow } from '../account/savings-plan.entity';

/** The customer's e-mail about their money moving from one plan into another. Pure. */
export function creditMovedEmail(input: { firstName: string; amountKobo: number; fromPack: string; toPack: string; reason: 'pack-change' | 'cancelled'; profileUrl: string }): { subject: string; text: string } {
  const why = input.reason === 'pack-change' ? `You changed your ${input.fromPack} plan to the ${input.toPack} pack.` : `Your ${input.fromPack} plan was cancelled.`;
  return {
    subject: input.reason === 'pack-change' ? `Your plan is now for the ${input.toPack} pack` : `${formatKobo(input.amountKobo)} moved to your ${input.toPack} plan`,
    text: [
      `Hello ${input.firstName},`,
      '',
      why,
      `The ${formatKobo(input.amountKobo)} you had paid is now in your ${input.toPack} plan: nothing was lost.`,
      `Your new instalments are on your profile: ${input.profileUrl}`,
    ].join('\n'),
  };
}

/**
 * Sends the notice owed on a move's outgoing row (credit_entries.notice_sent_at NULL): claims it,
 * queues the e-mail (its job id makes a repeat one message), and gives the claim back if the queue
 * cannot take it, so the sweep tries again.
 */
export async function sendCreditNotice(ctx: RequestContext, deps: { jobs: JobQueue; publicUrl: string }, entryId: string): Promise<DutyOutcome> {
  const m = ctx.manager;
  const claim = await m.update(CreditEntryRow, { id: entryId, noticeSentAt: IsNull() }, { noticeSentAt: ctx.now });
  if (!claim.affected) return 'nothing';
  try {
    const out = await m.findOneByOrFail(CreditEntryRow, { id: entryId });
    const into = await m.findOneByOrFail(CreditEntryRow, { id: out.counterpartId! });
    const [user, from, to] = await Promise.all([
      m.findOneByOrFail(UserRow, { id: out.userId }),
      m.findOneByOrFail(SavingsPlanRow, { id: out.planId }),
      m.findOneByOrFail(SavingsPlanRow, { id: into.planId }),
    ]);
    const mail = creditMovedEmail({ firstName: user.firstName, amountKobo: out.amountKobo, fromPack: from.packName, toPack: to.packName, reason: out.reason, profileUrl: `${deps.publicUrl}/profile` });
    const key = `credit-notice-${entryId}`;
    await deps.jobs.enqueue('mail.send', { to: user.email, ...mail, idempotencyKey: key }, { jobId: key });
    return 'done';
  } catch (err) {
    await m.update(CreditEntryRow, { id: entryId }, { noticeSentAt: null });
    ctx.log.warn({ err, entryId }, 'could not queue the credit notice now; the reconciliation will');
    return 'failed';
  }
}

/** The sweep's side of it: notices owed on rows that left a plan (the moves ask for theirs right after the commit). */
export function creditNoticeDuties(deps: { jobs: JobQueue; publicUrl: string }): Duty[] {
  return [
    {
      name: 'credit-notices',
      owed: { table: 'credit_entries', where: 'notice_sent_at IS NULL AND amount_kobo > 0', since: 'created_at', from: 'after-grace' },
      report: { done: 'creditNoticesSent', failed: 'creditNoticesFailed' },
      perform: (ctx, id) => sendCreditNotice(ctx, deps, id),
    },
  ];
}
