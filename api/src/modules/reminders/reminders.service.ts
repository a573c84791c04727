import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { In, LessThanOrEqual, Not } from 'typeorm';
import type { RequestContext } from '../../common/context';
import { moneyTransaction } from '../../common/db';
import { metrics } from '../../common/metrics';
import { addDays, lagosDate, type LocalDate } from '../../common/time';
import type { JobQueue } from '../../jobs/queue';
import { type IssuedPayLink, PayLinkRow, type PayLinkService } from '../pay-link';
import { DedicatedAccountRow } from '../payment';
import { UserRow } from '../user';
import { fineWarning, type FineWarning } from '../savings-plan/domain/late-fines';
import { reminderEmail, reminderSms } from './domain/reminder-messages';
import { candidateDueDates, dueReminder, inSendingWindow, type DueReminder, type ReminderChannel } from './domain/reminder-rules';
import { lateFinePlanOf, PaymentScheduleRow, type PlanDependents, PlanFineRow, priceLocksOf, SavingsPlanRow } from '../savings-plan';
import { ReminderSentRow } from './reminder.entity';

export interface ReminderRunOutcome {
  today: LocalDate;
  /** False outside 08:00-20:00 Lagos: nothing was looked at. */
  inWindow: boolean;
  /** Plans with an unpaid instalment on a reminder day, reminders on, and a channel on. */
  plansChecked: number;
  emails: number;
  sms: number;
  /** Reminders another run (or an earlier run today) had already sent. */
  alreadySent: number;
  /** Messages the queue refused: their rows were removed, so the next hourly run tries again. */
  failed: number;
  ms: number;
}

/** Plans looked at per batch: one page of plan ids, then six queries and one transaction. */
export const REMINDER_BATCH = 500;

/**
 * The `plans.send-reminders` job (hourly, 08:00-19:00 Lagos): finds the reminders due now (see
 * domain/reminder-rules), writes one unique row per reminder and channel, and queues the e-mail
 * and SMS with a one-tap pay link. Plans are paged by id (keyset, not offset), so a batch costs
 * the same however far the run has gone.
 *
 * Once only: rows are inserted with INSERT IGNORE / OR IGNORE on their unique keys and the run's
 * id, in one transaction with the pay links; the run then reads back which rows are ITS OWN and
 * queues only those. Two workers running the same day's job at once send each reminder once.
 * A crash between the commit and the queueing loses those reminders (at most once, never twice).
 *
 * A plan within 14 days of a late fine gets the warning in its reminder (domain/late-fines
 * `fineWarning`), computed from the batch's plans and ONE query for the batch's fines. A plan
 * whose pack costs more today than it locked gets the price-lock certificate in its e-mail
 * (savings-plan/domain/price-lock), from ONE query for the batch's packs.
 */
export class ReminderService {
  /** `fineCapPercent`: LATE_FINE_CAP_PERCENT (config), for the fine warning; the rule's default (25) unless set. */
  constructor(private readonly deps: { jobs: JobQueue; payLinks: PayLinkService; batchSize?: number; fineCapPercent?: number }) {}

  async sendDue(ctx: RequestContext): Promise<ReminderRunOutcome> {
    const started = performance.now();
    const today = lagosDate(ctx.now);
    const outcome: ReminderRunOutcome = { today, inWindow: inSendingWindow(ctx.now), plansChecked: 0, emails: 0, sms: 0, alreadySent: 0, failed: 0, ms: 0 };
    if (outcome.inWindow) {
      const runId = randomUUID();
      const dates = candidateDueDates(today);
      for (let after = ''; ; ) {
        const ids = await this.page(ctx, dates, after);
        if (!ids.length) break;
        after = ids[ids.length - 1];
        outcome.plansChecked += ids.length;
        await this.batch(ctx, runId, today, ids, outcome);
      }
    }
    outcome.ms = Math.round(performance.now() - started);
    ctx.log.info(outcome, outcome.inWindow ? 'payment reminders sent' : 'payment reminders: outside 08:00-20:00 Lagos, nothing sent');
    return outcome;
  }

  /** The next page of plans that may have a reminder today: active, reminders on, a channel on, an unpaid instalment on a reminder day. */
  private async page(ctx: RequestContext, dates: LocalDate[], after: string): Promise<string[]> {
    const rows: { id: string }[] = await ctx.manager
      .createQueryBuilder(SavingsPlanRow, 'p')
      .select('p.id', 'id')
      .innerJoin(UserRow, 'u', 'u.id = p.user_id')
      .where("p.status = 'Active' AND p.reminders_enabled = 1 AND p.id > :after", { after })
      .andWhere('(u.email_reminders = 1 OR u.sms_reminders = 1)')
      // A scalar subquery per plan (by the plan_id index), not EXISTS: MariaDB turns EXISTS into a
      // semi-join that scans every schedule once per page, which grew with the square of the plans.
      .andWhere("(SELECT 1 FROM payment_schedules s WHERE s.plan_id = p.id AND s.status <> 'Paid' AND s.due_date IN (:...dates) LIMIT 1) IS NOT NULL", { dates })
      .orderBy('p.id', 'ASC')
      .limit(this.deps.batchSize ?? REMINDER_BATCH)
      .getRawMany();
    return rows.map((r) => r.id);
  }

  private async batch(ctx: RequestContext, runId: string, today: LocalDate, ids: string[], outcome: ReminderRunOutcome): Promise<void> {
    const m = ctx.manager;
    const plans = await m.find(SavingsPlanRow, { where: { id: In(ids) } });
    const [users, instalments, sent, fines, priceLocks, accounts] = await Promise.all([
      m.find(UserRow, {
        where: { id: In([...new Set(plans.map((p) => p.userId))]) },
        select: { id: true, firstName: true, email: true, phoneNumber: true, emailReminders: true, smsReminders: true },
      }),
      // Unpaid instalments due by tomorrow: the one to remind of, and what else is unpaid.
      m.find(PaymentScheduleRow, { where: { planId: In(ids), status: Not('Paid'), dueDate: LessThanOrEqual(addDays(today, 1)) } }),
      m.find(ReminderSentRow, { where: { planId: In(ids), sentOn: today }, select: { planId: true, channel: true } }),
      m.find(PlanFineRow, { where: { planId: In(ids) } }),
      // The price-lock certificates: one query for the batch's packs.
      priceLocksOf(m, plans),
      // Each customer's own account number, named in the e-mail as the one bank account to pay into (issue 27).
      m.find(DedicatedAccountRow, { where: { userId: In([...new Set(plans.map((p) => p.userId))]), status: 'assigned' } }),
    ]);
    const accountOf = new Map(accounts.map((a) => [a.userId, a]));
    const userById = new Map(users.map((u) => [u.id, u]));
    const instalmentsOf = groupBy(instalments, (i) => i.planId);
    const sentOf = groupBy(sent, (s) => s.planId);
    const finesOf = groupBy(fines, (f) => f.planId);

    const due: { reminder: DueReminder; plan: SavingsPlanRow; user: UserRow; link: IssuedPayLink; warning: FineWarning | null }[] = [];
    for (const plan of plans) {
      const user = userById.get(plan.userId)!;
      const reminder = dueReminder(
        {
          ...plan,
          channels: { email: user.emailReminders, sms: user.smsReminders },
          instalments: instalmentsOf.get(plan.id) ?? [],
          alreadySent: (sentOf.get(plan.id) ?? []).map((s) => s.channel),
        },
        ctx.now,
      );
      if (!reminder) continue;
      // fineWarning reads the plan's price, payments and fines, not its instalments (so none are passed).
      const warning = fineWarning(lateFinePlanOf(plan, [], finesOf.get(plan.id) ?? [], this.deps.fineCapPercent), today);
      due.push({ reminder, plan, user, warning, link: this.deps.payLinks.build(ctx.now, { planId: plan.id, scheduleId: reminder.scheduleId }) });
    }
    if (!due.length) return;

    const rows = due.flatMap(({ reminder: r, link }) =>
      r.channels.map((channel) =>
        Object.assign(new ReminderSentRow(), { id: randomUUID(), scheduleId: r.scheduleId, planId: r.planId, kind: r.kind, channel, sentOn: today, runId, payLinkId: link.row.id, createdAt: ctx.now }),
      ),
    );
    const won = await moneyTransaction(m, async (tx) => {
      await tx.insert(PayLinkRow, due.map((d) => d.link.row));
      await tx.createQueryBuilder().insert().into(ReminderSentRow).values(rows).orIgnore().execute();
      const mine = await tx.find(ReminderSentRow, { where: { runId, planId: In(ids) } });
      const used = new Set(mine.map((r) => r.payLinkId));
      const unused = due.map((d) => d.link.row.id).filter((id) => !used.has(id));
      if (unused.length) await tx.delete(PayLinkRow, { id: In(unused) });
      return mine;
    });
    outcome.alreadySent += rows.length - won.length;

    const dueByLink = new Map(due.map((d) => [d.link.row.id, d]));
    for (const row of won) {
      const d = dueByLink.get(row.payLinkId!)!;
      const account = accountOf.get(d.user.id);
      const bankAccount = account?.accountNumber ? { bankName: account.bankName ?? '', accountNumber: account.accountNumber, accountName: account.accountName ?? '' } : null;
      const words = { firstName: d.user.firstName, packName: d.plan.packName, payUrl: d.link.url, reminder: d.reminder, fineWarning: d.warning, priceLock: priceLocks.get(d.plan.id) ?? null, bankAccount };
      const key = `reminder-${row.id}`;
      try {
        if (row.channel === 'email') await this.deps.jobs.enqueue('mail.send', { ...reminderEmail(words, d.user.email), idempotencyKey: key }, { jobId: key });
        else await this.deps.jobs.enqueue('sms.send', { to: d.user.phoneNumber, text: reminderSms(words), key }, { jobId: key });
        outcome[row.channel === 'email' ? 'emails' : 'sms']++;
        metrics.remindersSent.inc({ channel: row.channel });
      } catch (err) {
        // Not queued: give the reminder back to the next hourly run.
        ctx.log.warn({ err, planId: row.planId, channel: row.channel as ReminderChannel }, 'could not queue a payment reminder; the next run tries again');
        await m.delete(ReminderSentRow, { id: row.id });
        outcome.failed++;
      }
    }
  }
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** A deleted plan's record of reminders sent goes with it. */
export const reminderPlanDependents: PlanDependents = {
  async planRemoved(m, planId) {
    await m.delete(ReminderSentRow, { planId });
  },
};
