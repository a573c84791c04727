import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { In, IsNull, LessThanOrEqual, MoreThan, type EntityManager } from 'typeorm';
import type { RequestContext } from '../../../common/context';
import { forEachConcurrently } from '../../../common/concurrency';
import { isUniqueViolation } from '../../../common/db';
import { metrics } from '../../../common/metrics';
import { AppError } from '../../../common/errors';
import { addDays, lagosDate, type LocalDate } from '../../../common/time';
import { PaystackError, type PaystackGateway } from '../../../integrations/paystack/paystack-client';
import type { JobQueue } from '../../../jobs/queue';
import { nextDue } from '../../savings-plan/domain/apply-payment';
import { PaymentScheduleRow, PlanAccount, SavingsPlanRow } from '../../savings-plan';
import { UserRow } from '../../user';
import { AutoDebitAttemptRow } from './auto-debit.entity';
import { autoDebitEmail, autoDebitSms, type DebitNotice } from './auto-debit.messages';
import type { CardCipher } from '../cards/card-cipher';
import {
  attemptReference,
  classifyCharge,
  declined,
  nextAttemptOn,
  PENDING_LAPSE_MS,
  planDebit,
  stopsAutomaticPayment,
  type AttemptState,
  type ChargeVerdict,
  type DebitAction,
} from './domain/auto-debit-rules';
import { PaymentCheckoutRow, PaymentMethodRow } from '../payment.entity';
import type { PaymentService } from '../checkout/payment.service';

export interface AutoDebitReport {
  /** Instalments charged and credited (through the payment verification). */
  charged: number;
  failed: number;
  paused: number;
  /** Charges whose outcome is not known yet (Paystack unreachable, still processing): checked on the next run. */
  pending: number;
  /** Plans with an instalment due that were not charged: no reusable card, or another run holds the attempt. */
  skipped: number;
  ms: number;
}

/** Plans read a page at a time; charges made a few at once (each is a call to Paystack). */
const PAGE = 200;
const CONCURRENCY = 4;
/** Notices about failed or paused charges still owed (a run that died, a queue that was down) are sent this long after. */
const NOTICE_WINDOW_DAYS = 3;

type Plan = SavingsPlanRow;
type Claimed = { row: AutoDebitAttemptRow; plan: Plan; user: UserRow; card: PaymentMethodRow };
type Settled = 'charged' | 'failed' | 'paused' | 'pending';

/**
 * Stores a one-tap pay link for an instalment in the caller's transaction and returns its URL
 * (PayLinkService.issue, wired in services.ts: the pay-link module depends on this one, not back).
 */
export type IssuePayLink = (m: EntityManager, now: Date, ref: { planId: string; scheduleId: string }) => Promise<{ url: string }>;

/**
 * The `plans.auto-debit` job (daily, morning in Lagos): instalments of automatic plans are
 * charged on the customer's saved card with Paystack's charge_authorization, and credited only
 * through PaymentService's verification and crediting (confirmFromProvider). Rules in
 * domain/auto-debit-rules. Safe to run twice at once or again the same day: each attempt is a row
 * claimed (inserted, under a UNIQUE reference) before Paystack is called.
 */
export class AutoDebitService {
  constructor(
    private readonly deps: {
      paystack: PaystackGateway;
      payments: PaymentService;
      cipher: CardCipher;
      jobs: JobQueue;
      /** A paused charge sends the customer a pay link for the instalment. */
      issuePayLink: IssuePayLink;
    },
  ) {}

  async run(ctx: RequestContext): Promise<AutoDebitReport> {
    const started = performance.now();
    const today = lagosDate(ctx.now);
    const report: AutoDebitReport = { charged: 0, failed: 0, paused: 0, pending: 0, skipped: 0, ms: 0 };
    await this.sendOwedNotices(ctx);

    for (let after = ''; ; ) {
      const plans = await ctx.manager
        .createQueryBuilder(SavingsPlanRow, 'p')
        .where('p.status = :active AND p.payment_preference = :automatic AND p.id > :after', { active: 'Active', automatic: 'automatic', after })
        .andWhere('EXISTS (SELECT 1 FROM payment_schedules s WHERE s.plan_id = p.id AND s.status <> :paid AND s.due_date <= :today)', { paid: 'Paid', today })
        .orderBy('p.id', 'ASC')
        .take(PAGE)
        .getMany();
      if (!plans.length) break;
      after = plans[plans.length - 1].id;

      const planIds = plans.map((p) => p.id);
      const userIds = [...new Set(plans.map((p) => p.userId))];
      const [schedules, attempts, cards, users] = await Promise.all([
        ctx.manager.find(PaymentScheduleRow, { where: { planId: In(planIds) } }),
        ctx.manager.find(AutoDebitAttemptRow, { where: { planId: In(planIds) } }),
        ctx.manager.find(PaymentMethodRow, { where: { userId: In(userIds), reusable: true, defaultForUser: In(userIds) } }),
        ctx.manager.find(UserRow, { where: { id: In(userIds) } }),
      ]);
      const cardOf = new Map(cards.map((c) => [c.userId, c]));
      const userOf = new Map(users.map((u) => [u.id, u]));

      await forEachConcurrently(plans, CONCURRENCY, async (plan) => {
        const card = cardOf.get(plan.userId);
        const user = userOf.get(plan.userId);
        const own = schedules.filter((s) => s.planId === plan.id);
        const action = planDebit(
          own.map((s) => ({ scheduleId: s.id, sequence: s.sequence, dueDate: s.dueDate, paid: s.status === 'Paid' })),
          attempts.filter((a) => a.planId === plan.id).map(attemptState),
          today,
          ctx.now,
        );
        if (action === 'charged-today' || action === 'nothing-due') return;
        if (action === 'in-flight' || !card || !user) {
          report.skipped++;
          metrics.autoDebits.inc({ outcome: 'skipped' });
          if (!card) ctx.log.debug({ planId: plan.id }, 'automatic plan without a reusable card: not charged');
          return;
        }
        try {
          const outcome = await this.debit(ctx, action, { plan, user, card, schedules: own, today });
          report[outcome]++;
          metrics.autoDebits.inc({ outcome });
        } catch (err) {
          report.skipped++;
          metrics.autoDebits.inc({ outcome: 'error' });
          ctx.log.error({ err, planId: plan.id, scheduleId: action.scheduleId }, 'automatic debit could not be made');
        }
      });
      if (plans.length < PAGE) break;
    }

    report.ms = Math.round(performance.now() - started);
    ctx.log.info({ ...report, today, runId: ctx.requestId }, 'automatic debits run');
    return report;
  }

  /** One plan's charge (or the recovery of one a dead run left pending). */
  private async debit(
    ctx: RequestContext,
    action: DebitAction,
    c: { plan: Plan; user: UserRow; card: PaymentMethodRow; schedules: PaymentScheduleRow[]; today: LocalDate },
  ): Promise<Settled | 'skipped'> {
    if (action.action === 'recover') {
      // Claim it: of two runs recovering the same attempt, one does.
      const lapsed = new Date(ctx.now.getTime() - PENDING_LAPSE_MS);
      const claimed = await ctx.manager.update(AutoDebitAttemptRow, { id: action.attemptId, outcome: 'pending', attemptedAt: LessThanOrEqual(lapsed) }, { attemptedAt: ctx.now });
      if (claimed.affected !== 1) return 'skipped';
      const row = await ctx.manager.findOneByOrFail(AutoDebitAttemptRow, { id: action.attemptId });
      const job = { row, plan: c.plan, user: c.user, card: c.card };
      const known = await this.ask(row.reference);
      // Never reached Paystack: charging now under the same reference is still the one attempt.
      return this.settle(ctx, job, known === 'absent' ? await this.charge(job) : known);
    }

    const schedule = c.schedules.find((s) => s.id === action.scheduleId)!;
    const due = nextDue({ amountPaidKobo: c.plan.amountPaidKobo, schedules: c.schedules }, c.today);
    // The first unpaid instalment less the plan's credit, as the customer would pay it; later ones in full.
    const amountKobo = due?.scheduleId === schedule.id ? due.amountDueKobo : schedule.amountKobo;
    if (amountKobo <= 0) return 'skipped';

    const row = await this.claim(ctx, c.plan, schedule.id, action.attempt, amountKobo, c.today);
    if (!row) return 'skipped';
    const job = { row, plan: c.plan, user: c.user, card: c.card };
    let verdict = await this.charge(job);
    if (verdict.kind === 'pending') {
      const known = await this.ask(row.reference);
      verdict = known === 'absent' ? verdict : known;
    }
    return this.settle(ctx, job, verdict);
  }

  /**
   * Writes the attempt (pending) and the checkout the payment verification needs, under the
   * attempt's fixed reference. A UNIQUE violation means another run claimed it: null.
   */
  private async claim(ctx: RequestContext, plan: Plan, scheduleId: string, attempt: number, amountKobo: number, today: LocalDate): Promise<AutoDebitAttemptRow | null> {
    const reference = attemptReference(scheduleId, attempt);
    const row = ctx.manager.create(AutoDebitAttemptRow, {
      id: randomUUID(),
      planId: plan.id,
      scheduleId,
      attempt,
      reference,
      amountKobo,
      attemptedAt: ctx.now,
      attemptedOn: today,
      outcome: 'pending',
      retryable: false,
      providerMessage: null,
      authorizationUrl: null,
      nextAttemptOn: null,
      settledAt: null,
      notifiedAt: null,
    });
    try {
      await ctx.manager.transaction(async (m) => {
        await m.insert(AutoDebitAttemptRow, row);
        await this.deps.payments.newCheckout(m, ctx.now, plan, scheduleId, amountKobo, 'auto-debit', reference);
      });
      return row;
    } catch (err) {
      if (isUniqueViolation(err)) return null;
      throw err;
    }
  }

  /** charge_authorization with the attempt's reference. Only the bank's answer is read here; money is decided by verification. */
  private async charge(job: Claimed): Promise<ChargeVerdict> {
    let authorizationCode: string;
    try {
      authorizationCode = this.deps.cipher.decrypt(job.card.authorizationEncrypted, job.user.id);
    } catch {
      return declined('Invalid authorization: the saved card cannot be read');
    }
    try {
      const answer = await this.deps.paystack.chargeAuthorization({
        email: job.user.email,
        amountKobo: job.row.amountKobo,
        authorizationCode,
        reference: job.row.reference,
        metadata: { planId: job.plan.id, scheduleId: job.row.scheduleId, purpose: 'auto-debit', attempt: job.row.attempt },
      });
      return classifyCharge({ paused: answer.paused, authorizationUrl: answer.authorizationUrl, status: answer.transaction.status, gatewayResponse: answer.transaction.gatewayResponse });
    } catch (err) {
      if (!(err instanceof PaystackError)) throw err;
      // Refused outright (4xx): the answer is final. Unreachable, timed out or 5xx: the charge may
      // have happened, so it is left pending and asked about by reference, never charged again.
      const refused = err.httpStatus !== undefined && err.httpStatus >= 400 && err.httpStatus < 500;
      return refused ? classifyCharge({ refusal: err.message }) : { kind: 'pending', message: err.message };
    }
  }

  /** What Paystack knows of a reference: 'absent' when it never saw it. */
  private async ask(reference: string): Promise<ChargeVerdict | 'absent'> {
    try {
      const tx = await this.deps.paystack.verify(reference);
      return classifyCharge({ status: tx.status, gatewayResponse: tx.gatewayResponse });
    } catch (err) {
      if (!(err instanceof PaystackError)) throw err;
      return err.notFound ? 'absent' : { kind: 'pending', message: err.message };
    }
  }

  /**
   * Records the outcome. A success is credited through PaymentService (verify, then the one
   * crediting transaction); if that cannot confirm it yet, the attempt stays pending. After a
   * last failure or a hard decline the plan switches to manual, in the same transaction; a paused
   * charge gets its instalment's pay link there too (the link's token exists only in this run's memory).
   */
  private async settle(ctx: RequestContext, job: Claimed, verdict: ChargeVerdict): Promise<Settled> {
    const { row } = job;
    if (verdict.kind === 'pending') {
      ctx.log.warn({ reference: row.reference, message: verdict.message }, 'automatic debit outcome unknown: checked again on the next run');
      return 'pending';
    }
    if (verdict.kind === 'success') {
      try {
        await this.deps.payments.confirmFromProvider(ctx, row.reference, 'auto-debit');
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        ctx.log.warn({ err, reference: row.reference }, 'automatic debit not confirmed yet: checked again on the next run');
        return 'pending';
      }
    }
    const firstOn = verdict.kind === 'failed' && verdict.retryable ? await this.firstAttemptOn(ctx, row) : null;
    const fields: Partial<AutoDebitAttemptRow> = {
      outcome: verdict.kind,
      retryable: verdict.kind === 'failed' && verdict.retryable,
      providerMessage: verdict.kind === 'failed' ? verdict.message.slice(0, 300) : null,
      authorizationUrl: verdict.kind === 'paused' ? (verdict.authorizationUrl?.slice(0, 500) ?? null) : null,
      nextAttemptOn: firstOn ? nextAttemptOn(firstOn, row.attempt) : null,
      settledAt: ctx.now,
    };
    const stop = stopsAutomaticPayment(verdict, row.attempt);
    const recorded = await ctx.manager.transaction(async (m) => {
      const done = await m.update(AutoDebitAttemptRow, { id: row.id, outcome: 'pending' }, fields);
      if (done.affected !== 1) return null;
      if (verdict.kind === 'failed') await m.update(PaymentCheckoutRow, { reference: row.reference, status: 'Open' }, { status: 'Failed', updatedAt: ctx.now });
      if (stop) await PlanAccount.stopAutomaticPayment(m, row.planId, ctx.now);
      const link = verdict.kind === 'paused' ? await this.deps.issuePayLink(m, ctx.now, { planId: row.planId, scheduleId: row.scheduleId }) : null;
      return { payLinkUrl: link?.url ?? null };
    });
    if (!recorded) return 'pending';
    const log = { planId: row.planId, reference: row.reference, attempt: row.attempt, outcome: verdict.kind, message: fields.providerMessage, nextAttemptOn: fields.nextAttemptOn, switchedToManual: stop };
    if (verdict.kind === 'success') {
      ctx.log.info(log, 'automatic debit credited');
      return 'charged';
    }
    ctx.log.warn(log, 'automatic debit not paid');
    await this.notify(ctx, { ...row, ...fields } as AutoDebitAttemptRow, { ...job, payLinkUrl: recorded.payLinkUrl });
    return verdict.kind;
  }

  private async firstAttemptOn(ctx: RequestContext, row: AutoDebitAttemptRow): Promise<LocalDate> {
    if (row.attempt === 1) return row.attemptedOn;
    const first = await ctx.manager.findOneBy(AutoDebitAttemptRow, { scheduleId: row.scheduleId, attempt: 1 });
    return first?.attemptedOn ?? row.attemptedOn;
  }

  /**
   * Tells the customer by e-mail and SMS, once: the attempt is claimed (notified_at) before the
   * messages are queued, and released if the queue cannot take them, for the next run. A paused
   * notice owed from an earlier run gets a new pay link (the first one's token was never kept).
   */
  private async notify(ctx: RequestContext, row: AutoDebitAttemptRow, known?: { plan: Plan; user: UserRow; payLinkUrl: string | null }): Promise<void> {
    const claimed = await ctx.manager.update(AutoDebitAttemptRow, { id: row.id, notifiedAt: IsNull() }, { notifiedAt: ctx.now });
    if (claimed.affected !== 1) return;
    try {
      const plan = known?.plan ?? (await ctx.manager.findOneByOrFail(SavingsPlanRow, { id: row.planId }));
      const user = known?.user ?? (await ctx.manager.findOneByOrFail(UserRow, { id: plan.userId }));
      const schedule = await ctx.manager.findOneByOrFail(PaymentScheduleRow, { id: row.scheduleId });
      const payLinkUrl = row.outcome !== 'paused' ? null : (known?.payLinkUrl ?? (await this.deps.issuePayLink(ctx.manager, ctx.now, { planId: row.planId, scheduleId: row.scheduleId })).url);
      const notice: DebitNotice = {
        firstName: user.firstName,
        email: user.email,
        packName: plan.packName,
        amountKobo: row.amountKobo,
        dueDate: schedule.dueDate,
        outcome: row.outcome as DebitNotice['outcome'],
        providerMessage: row.providerMessage,
        nextAttemptOn: row.nextAttemptOn,
        switchedToManual: row.outcome === 'failed' && row.nextAttemptOn === null,
        payLinkUrl,
      };
      await this.deps.jobs.enqueue('mail.send', { ...autoDebitEmail(notice), idempotencyKey: `auto-debit-${row.id}` }, { jobId: `auto-debit-mail-${row.id}` });
      if (user.phoneNumber) {
        await this.deps.jobs.enqueue('sms.send', { to: user.phoneNumber, text: autoDebitSms(notice), key: `auto-debit:${row.reference}` }, { jobId: `auto-debit-sms-${row.id}` });
      }
    } catch (err) {
      await ctx.manager.update(AutoDebitAttemptRow, { id: row.id }, { notifiedAt: null });
      ctx.log.warn({ err, attemptId: row.id }, 'could not queue the automatic debit notice; the next run sends it');
    }
  }

  /** Notices a previous run could not queue (recent ones only: an old failure is not news). */
  private async sendOwedNotices(ctx: RequestContext): Promise<void> {
    const since = addDays(lagosDate(ctx.now), -NOTICE_WINDOW_DAYS);
    const owed = await ctx.manager.find(AutoDebitAttemptRow, {
      where: { outcome: In(['failed', 'paused']), notifiedAt: IsNull(), attemptedOn: MoreThan(since) },
      take: 500,
    });
    for (const row of owed) await this.notify(ctx, row);
  }
}

function attemptState(a: AutoDebitAttemptRow): AttemptState {
  return { id: a.id, scheduleId: a.scheduleId, attempt: a.attempt, outcome: a.outcome, retryable: a.retryable, nextAttemptOn: a.nextAttemptOn, attemptedOn: a.attemptedOn, attemptedAt: a.attemptedAt };
}
