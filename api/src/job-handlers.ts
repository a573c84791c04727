import type { DataSource } from 'typeorm';
import { systemContext } from './common/context';
import type { Logger } from './common/logger';
import type { Mailer } from './integrations/mail/mailer';
import { sendSms } from './integrations/sms/send-sms';
import type { SmsSender } from './integrations/sms/sms-sender';
import type { Services } from './services';
import type { JobHandlers } from './jobs/queue';
import { instrumentJobs } from './common/metrics';

/**
 * What each job does. Handlers call one integration or service method each, with a context of
 * their own (nobody signed in, the clock read when the job starts, unless `now` is given, as the
 * `job` command does). The jobs of work owed after a commit come from its declarations (owedWork).
 * Every run is counted and timed per job name (common/metrics.ts).
 */
export function createJobHandlers(deps: { mailer: Mailer; sms: SmsSender; services: Services; dataSource: DataSource; log: Logger; now?: () => Date }): JobHandlers {
  const ctx = (job: string) => systemContext(deps.dataSource.manager, deps.log.child({ job }), `job-${job}`, deps.now?.());
  const services = deps.services;
  return instrumentJobs({
    // The owed work's jobs (webhooks, receipts, accruals, refunds), from their declarations.
    ...(services.owedWork.handlers(ctx) as JobHandlers),
    'mail.send': (message) => deps.mailer.send(message),
    'sms.send': (message) => sendSms(deps.sms, deps.log.child({ job: 'sms.send' }), message),
    'auth.send-password-reset': (request) => services.auth.sendPasswordReset(ctx('auth.send-password-reset'), request),
    'auth.send-account-setup': (request) => services.auth.sendAccountSetup(ctx('auth.send-account-setup'), request),
    'payments.reconcile': () => services.owedWork.sweep(ctx('payments.reconcile')),
    'plans.discard-unpaid': () => services.checkouts.discardUnpaid(ctx('plans.discard-unpaid')),
    // Then the defaulters' summary for the new day (arrears age overnight).
    'plans.mark-overdue': async () => {
      const job = ctx('plans.mark-overdue');
      return { ...(await services.overdue.markOverdue(job)), arrears: await services.arrears.rebuild(job) };
    },
    'plans.send-reminders': () => services.reminders.sendDue(ctx('plans.send-reminders')),
    'plans.auto-debit': () => services.autoDebits.run(ctx('plans.auto-debit')),
    'plans.late-fines': () => services.lateFines.applyDue(ctx('plans.late-fines')),
    'ledger.check': () => services.ledgerChecks.run(ctx('ledger.check')),
    'stock.closings': () => services.stock.close(ctx('stock.closings')),
    'transfers.apply-credits': () => services.transfers.applyCredits(ctx('transfers.apply-credits')),
  });
}
