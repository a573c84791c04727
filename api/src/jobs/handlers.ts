import type { DataSource } from 'typeorm';
import { systemContext } from '../common/context';
import type { Logger } from '../common/logger';
import type { Mailer } from '../integrations/mail/mailer';
import { sendSms } from '../integrations/sms/send-sms';
import type { SmsSender } from '../integrations/sms/sms-sender';
import type { Services } from '../services';
import type { JobHandlers } from './queue';

/**
 * What each job does. Handlers call one integration or service method each, with a context of
 * their own (nobody signed in, the clock read when the job starts, unless `now` is given, as the
 * `job` command does). `services` is a getter because the services are built after the queue
 * they enqueue on.
 */
export function createJobHandlers(deps: { mailer: Mailer; sms: SmsSender; services: () => Services; dataSource: DataSource; log: Logger; now?: () => Date }): JobHandlers {
  const ctx = (job: string) => systemContext(deps.dataSource.manager, deps.log.child({ job }), `job-${job}`, deps.now?.());
  return {
    'mail.send': (message) => deps.mailer.send(message),
    'sms.send': (message) => sendSms(deps.sms, deps.log.child({ job: 'sms.send' }), message),
    'auth.send-password-reset': (request) => deps.services().auth.sendPasswordReset(ctx('auth.send-password-reset'), request),
    'auth.send-account-setup': (request) => deps.services().auth.sendAccountSetup(ctx('auth.send-account-setup'), request),
    'payments.process-webhook': ({ eventId }) => deps.services().payments.processWebhookEvent(ctx('payments.process-webhook'), eventId),
    'payments.send-receipt': async ({ paymentId }) => {
      // Claimed by a sender that may have died (this job's own earlier run, killed): retry later.
      if ((await deps.services().payments.sendReceipt(ctx('payments.send-receipt'), paymentId)) === 'being-sent') throw new Error('receipt claimed by another sender; retrying');
    },
    'commissions.accrue': ({ paymentId }) => deps.services().commissions.accrue(ctx('commissions.accrue'), paymentId).then((outcome) => ({ outcome })),
    'payments.send-refund': ({ reversalId }) => deps.services().refunds.sendRefund(ctx('payments.send-refund'), reversalId).then((outcome) => ({ outcome })),
    'payments.reconcile': () => deps.services().reconciliation.run(ctx('payments.reconcile')),
    'plans.discard-unpaid': () => deps.services().savingsPlans.discardUnpaid(ctx('plans.discard-unpaid')),
    // Then the defaulters' summary for the new day (arrears age overnight).
    'plans.mark-overdue': async () => {
      const job = ctx('plans.mark-overdue');
      return { ...(await deps.services().overdue.markOverdue(job)), arrears: await deps.services().arrears.rebuild(job) };
    },
    'plans.send-reminders': () => deps.services().reminders.sendDue(ctx('plans.send-reminders')),
    'plans.auto-debit': () => deps.services().autoDebits.run(ctx('plans.auto-debit')),
    'plans.late-fines': () => deps.services().lateFines.applyDue(ctx('plans.late-fines')),
    'ledger.check': () => deps.services().ledgerChecks.run(ctx('ledger.check')),
  };
}
