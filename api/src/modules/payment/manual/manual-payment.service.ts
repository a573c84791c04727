import { randomUUID } from 'node:crypto';
import { In, type EntityManager } from 'typeorm';
import { requireActor, requireRole, type RequestContext } from '../../../common/context';
import { forUpdate, moneyTransaction } from '../../../common/db';
import { AppError, validationError } from '../../../common/errors';
import { likePattern, readSearch } from '../../../common/list-query';
import { countPaymentCredited } from '../../../common/metrics';
import { hasControlCharacters, controlCharactersMessage } from '../../../common/text';
import { lagosDate } from '../../../common/time';
import { recordAudit } from '../../audit';
import { adminReason } from '../../audit/domain/admin-reason';
import { creditKobo, isUnpaid, statusOn, type ScheduleStatus } from '../../savings-plan/domain/apply-payment';
import { isOpen, type PlanStatus } from '../../savings-plan/domain/plan-state';
import { planNotFound } from '../../savings-plan/domain/plan-rules';
import { namesOf } from '../../user';
import { PaymentScheduleRow, PlanAccount, SavingsPlanRow } from '../../savings-plan';
import { creditPlan } from '../checkout/credit-plan';
import { ManualChannels, PaymentRow, type ManualChannel } from '../payment.entity';
import { PaymentReversalRow } from '../payment-reversal.entity';
import { type OwedWork } from '../../../jobs/owed-work';
import { type ReverseCommission } from '../commission-reversal';

export interface RecordManualPaymentInput {
  planId: string;
  scheduleId: string;
  channel: string;
  reference?: string | null;
  note: string;
}

export interface RecentPaymentView {
  paymentId: string;
  planId: string;
  scheduleId: string | null;
  userFullName: string;
  foodPackName: string;
  amountKobo: number;
  channel: string | null;
  paidAt: Date | null;
  recordedByName: string | null;
}

export interface PayablePlanView {
  planId: string;
  userFullName: string;
  userEmail: string;
  foodPackName: string;
  status: PlanStatus;
  unpaid: { scheduleId: string; dueDate: string; amountDueKobo: number; status: ScheduleStatus }[];
}

export interface RevertedPaymentView {
  paymentId: string;
  planId: string;
  planStatus: PlanStatus;
  amountPaidKobo: number;
  commissionReversedKobo: number;
}

export const RECENT_PAYMENTS = 5;
export const PAYABLE_PLANS_LIMIT = 20;
const REFERENCE_MAX = 100;
const SCHEDULE_NOT_FOUND = 'Schedule not found';
const PAYMENT_NOT_FOUND = 'Payment not found';

/**
 * Money an admin handles by hand (spec section 2, Manual Payments): recording cash, transfers
 * and POS payments through the same crediting as a card payment, and taking back a payment in
 * the books. Admin only; every action audited in its own transaction.
 */
export class ManualPaymentService {
  constructor(private readonly deps: { owed: OwedWork; reverseCommission: ReverseCommission }) {}

  /**
   * Records what the chosen unpaid instalment costs now (its amount less the plan's credit) as a
   * manual payment: a payment row (provider 'manual', the admin, channel, note) applied like any
   * other. The receipt e-mail and the marketer's commission follow as for a card payment.
   */
  async record(ctx: RequestContext, input: RecordManualPaymentInput): Promise<RecentPaymentView> {
    const admin = requireRole(ctx, 'Admin');
    const fields = readManualFields(input);
    const payment = await moneyTransaction(ctx.manager, async (m) => {
      const account = await PlanAccount.lock(m, input.planId);
      if (!account) throw planNotFound();
      const { plan } = account;
      if (!isOpen(plan.status)) throw new AppError('PLAN_CLOSED', plan.status === 'Completed' ? 'This plan is already fully paid' : 'This plan is cancelled: it takes no payments');
      const schedules = await account.schedules();
      const schedule = schedules.find((s) => s.id === input.scheduleId);
      if (!schedule || !isUnpaid(schedule)) throw new AppError('NOT_FOUND', SCHEDULE_NOT_FOUND, [{ field: 'scheduleId', message: SCHEDULE_NOT_FOUND }]);
      const amountKobo = schedule.amountKobo - creditKobo({ amountPaidKobo: plan.amountPaidKobo, schedules });
      if (amountKobo <= 0) throw new AppError('NOTHING_TO_PAY', 'The plan’s credit already covers this instalment');

      const id = randomUUID();
      const { payment } = await creditPlan(m, ctx.now, account, {
        provider: 'manual',
        providerReference: `manual-${id}`,
        checkoutId: null,
        issuedForScheduleId: schedule.id,
        amountKobo,
        currency: 'NGN',
        channel: fields.channel,
        providerResponse: '{}',
        recordedVia: 'manual',
        recordedBy: admin.userId,
        paidAt: ctx.now,
        note: fields.note,
        externalReference: fields.reference,
      });
      await recordAudit(m, ctx, {
        action: 'payment.manual-recorded',
        targetType: 'Payment',
        targetId: payment.id,
        after: { planId: plan.id, scheduleId: schedule.id, amountKobo, channel: fields.channel, reference: fields.reference },
        reason: fields.note,
      });
      return payment;
    });
    ctx.log.info({ paymentId: payment.id, planId: payment.planId, amountKobo: payment.amountKobo }, 'manual payment recorded');
    countPaymentCredited(payment);
    await this.followUp(ctx, payment.id);
    return (await recentRows(ctx.manager, [payment]))[0];
  }

  /**
   * Takes back a payment in the books, once: a reversal row pointing at it; its instalments
   * unpaid again, the plan's amount paid lowered, a completed plan Active again; the marketer's
   * commission on it reversed. Nothing goes to Paystack. A pack already on its way (dispatched,
   * delivered) cannot lose the payment that bought it here.
   */
  async revert(ctx: RequestContext, paymentId: string, reason: string): Promise<RevertedPaymentView> {
    const admin = requireRole(ctx, 'Admin');
    const why = adminReason(reason);
    if (!why.ok) throw validationError(why.message, [{ field: 'reason', message: why.message }]);
    const result = await moneyTransaction(ctx.manager, async (m) => {
      const found = await m.findOne(PaymentRow, { where: { id: paymentId } });
      if (!found) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND, [{ field: 'paymentId', message: PAYMENT_NOT_FOUND }]);
      // The plan's lock first (as crediting takes it), then the payment's (as the commission accrual takes it).
      const account = (await PlanAccount.lock(m, found.planId))!;
      const plan = account.plan;
      const payment = await m.findOneOrFail(PaymentRow, { where: { id: paymentId }, lock: forUpdate(m) });
      if (await m.exists(PaymentReversalRow, { where: { paymentId } })) throw new AppError('ALREADY_REVERTED', 'This payment has already been reverted');
      const outcome = await account.reverse(ctx.now, { id: payment.id, appliedKobo: payment.appliedKobo });
      const reversalId = randomUUID();
      await m.insert(PaymentReversalRow, {
        id: reversalId,
        paymentId,
        planId: plan.id,
        kind: 'Reversal',
        amountKobo: payment.amountKobo,
        appliedKobo: payment.appliedKobo,
        reason: why.value,
        actorId: admin.userId,
        createdAt: ctx.now,
        refundChannel: null,
        refundStatus: null,
        refundStatusAt: null,
        refundSentAt: null,
        // The customer's notice is owed from this commit (the 'reversal-notices' duty).
        noticeSentAt: null,
      });
      const commission = await this.deps.reverseCommission(m, { paymentId, reason: `Payment reverted: ${why.value}`, now: ctx.now });
      // Not accrued yet: nothing is owed on a reverted payment, so the accrual has nothing left to do.
      if (!payment.commissionSettledAt) await m.update(PaymentRow, { id: paymentId }, { commissionSettledAt: ctx.now });
      const commissionReversedKobo = commission ? -commission.amountKobo : 0;
      await recordAudit(m, ctx, {
        action: 'payment.reverted',
        targetType: 'Payment',
        targetId: paymentId,
        before: { planStatus: plan.status, amountPaidKobo: plan.amountPaidKobo },
        after: { planStatus: outcome.status, amountPaidKobo: outcome.amountPaidKobo, commissionReversedKobo },
        reason: why.value,
      });
      return { reversalId, view: { paymentId, planId: plan.id, planStatus: outcome.status, amountPaidKobo: outcome.amountPaidKobo, commissionReversedKobo } };
    });
    ctx.log.info({ paymentId, planId: result.view.planId }, 'payment reverted by an admin');
    await this.deps.owed.request(ctx, 'reversal-notices', result.reversalId);
    return result.view;
  }

  /** The manual payments recorded last and not reverted, newest first. */
  async recent(ctx: RequestContext): Promise<RecentPaymentView[]> {
    requireRole(ctx, 'Admin');
    const rows = await ctx.manager
      .createQueryBuilder(PaymentRow, 'x')
      .where("x.recordedVia = 'manual'")
      .andWhere('NOT EXISTS (SELECT 1 FROM payment_reversals r WHERE r.payment_id = x.id)')
      .orderBy('x.createdAt', 'DESC')
      .addOrderBy('x.id', 'DESC')
      .limit(RECENT_PAYMENTS)
      .getMany();
    return recentRows(ctx.manager, rows);
  }

  /** Plans still being paid whose customer's name or e-mail, or whose pack's name, contains the search. */
  async payablePlans(ctx: RequestContext, search: string): Promise<PayablePlanView[]> {
    requireRole(ctx, 'Admin');
    const text = readSearch(search);
    if (!text) return [];
    const m = ctx.manager;
    const fullName = m.connection.options.type === 'mysql' ? "CONCAT(u.first_name, ' ', u.last_name)" : "(u.first_name || ' ' || u.last_name)";
    const plans = (await m.query(
      `SELECT p.id, p.pack_name AS packName, p.status, p.amount_paid_kobo AS amountPaidKobo, u.first_name AS firstName, u.last_name AS lastName, u.email
         FROM savings_plans p JOIN users u ON u.id = p.user_id
        WHERE p.status IN ('AwaitingFirstPayment', 'Active')
          AND (${fullName} LIKE ? ESCAPE '!' OR u.email LIKE ? ESCAPE '!' OR p.pack_name LIKE ? ESCAPE '!')
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT ${PAYABLE_PLANS_LIMIT}`,
      [likePattern(text), likePattern(text), likePattern(text)],
    )) as { id: string; packName: string; status: PlanStatus; amountPaidKobo: number | string; firstName: string; lastName: string; email: string }[];
    if (!plans.length) return [];
    const schedules = await m.find(PaymentScheduleRow, { where: { planId: In(plans.map((p) => p.id)) }, order: { sequence: 'ASC' } });
    const today = lagosDate(ctx.now);
    return plans.map((p) => {
      const own = schedules.filter((s) => s.planId === p.id);
      const credit = creditKobo({ amountPaidKobo: Number(p.amountPaidKobo), schedules: own });
      return {
        planId: p.id,
        userFullName: `${p.firstName} ${p.lastName}`.trim(),
        userEmail: p.email,
        foodPackName: p.packName,
        status: p.status,
        unpaid: own.filter(isUnpaid).map((s) => ({ scheduleId: s.id, dueDate: s.dueDate, amountDueKobo: Math.max(0, s.amountKobo - credit), status: statusOn(s, today) })),
      };
    });
  }

  /** The receipt and the commission are owed from the commit on; asking for the jobs now only makes them quick. */
  private async followUp(ctx: RequestContext, paymentId: string): Promise<void> {
    await this.deps.owed.request(ctx, 'receipts', paymentId);
    await this.deps.owed.request(ctx, 'commissions', paymentId);
  }
}

function readManualFields(input: RecordManualPaymentInput): { channel: ManualChannel; reference: string | null; note: string } {
  const problems = [];
  if (!(ManualChannels as readonly string[]).includes(input.channel)) problems.push({ field: 'channel', message: `Channel must be one of ${ManualChannels.join(', ')}` });
  const reference = input.reference?.trim() || null;
  if (reference && (reference.length > REFERENCE_MAX || hasControlCharacters(reference))) {
    problems.push({ field: 'reference', message: hasControlCharacters(reference) ? controlCharactersMessage('Reference') : `Reference must be at most ${REFERENCE_MAX} characters` });
  }
  const note = adminReason(input.note ?? '', 'Note');
  if (!note.ok) problems.push({ field: 'note', message: note.message });
  if (problems.length) throw validationError(problems[0].message, problems);
  return { channel: input.channel as ManualChannel, reference, note: (note as { value: string }).value };
}

async function recentRows(m: EntityManager, payments: PaymentRow[]): Promise<RecentPaymentView[]> {
  if (!payments.length) return [];
  const plans = await m.find(SavingsPlanRow, { where: { id: In(payments.map((p) => p.planId)) }, select: { id: true, packName: true } });
  const names = await namesOf(m, [...payments.map((p) => p.userId), ...payments.map((p) => p.recordedBy)]);
  return payments.map((p) => ({
    paymentId: p.id,
    planId: p.planId,
    scheduleId: p.scheduleId,
    userFullName: names.get(p.userId) ?? '',
    foodPackName: plans.find((x) => x.id === p.planId)?.packName ?? '',
    amountKobo: p.amountKobo,
    channel: p.channel,
    paidAt: p.paidAt,
    recordedByName: p.recordedBy ? (names.get(p.recordedBy) ?? null) : null,
  }));
}

/** For the legacy revert-payment path, which names an instalment: the payment that paid it, not reverted. */
export async function paymentForSchedule(ctx: RequestContext, planId: string, scheduleId: string): Promise<string> {
  requireActor(ctx);
  const schedule = await ctx.manager.findOne(PaymentScheduleRow, { where: { id: scheduleId, planId } });
  if (!schedule?.paymentId) throw new AppError('NOT_FOUND', SCHEDULE_NOT_FOUND, [{ field: 'scheduleId', message: 'No payment paid this schedule' }]);
  return schedule.paymentId;
}
