import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { requireActor, type RequestContext } from '../../../common/context';
import { moneyTransaction } from '../../../common/db';
import { AppError, validationError } from '../../../common/errors';
import type { JobQueue } from '../../../jobs/queue';
import { recordAudit } from '../../audit';
import { adminReason } from '../../audit/domain/admin-reason';
import { PlanAccount } from '../account/plan-account';
import type { PlanDependents } from '../admin/plan-dependents';
import { finesOwedKobo } from '../domain/late-fines';
import { creditTargetProblem, type CancelDestination } from '../domain/plan-changes';
import { planNotFound } from '../domain/plan-rules';
import type { CancelReason, PlanStatus } from '../domain/plan-state';
import { PlanFineRow } from '../account/plan-fine.entity';
import type { PlanPayments, PlanRefundView } from '../plans/plan-payments';
import { sendCreditNotice } from './credit-notices';

export interface CancelPlanInput {
  planId: string;
  destination: CancelDestination;
  /** For 'plan': the customer's other plan the money moves into. */
  targetPlanId?: string | null;
  /** An admin's reason (required, audited); a customer's is optional. */
  reason?: string | null;
}

export interface PlanCancellationView {
  planId: string;
  status: PlanStatus;
  cancelReason: CancelReason | null;
  /** What the plan held when it was cancelled. */
  amountKobo: number;
  refunds: PlanRefundView[];
  movedToPlanId: string | null;
}

const CUSTOMER_REASON = 'Cancelled by the customer';


/**
 * Ending a plan before it completes (issue 26), by its customer or by an admin (reason, audited),
 * saying where its money goes, so that none is ever left without a destination:
 * - 'refund': every payment whose money the plan holds is given back (the payment feature writes
 *   the refund rows: card ones through Paystack, cash, transfer and POS ones owed by hand), promised
 *   within 7 to 14 working days;
 * - 'plan': the money moves into another open plan of the same customer that still needs at least
 *   that much (two credit rows pointing at each other).
 * A plan with nothing paid is simply cancelled. A plan an admin cancelled before this existed,
 * its money kept, is settled the same way by an admin. The customer is told either way.
 */
export class PlanCancellationService {
  constructor(private readonly deps: { payments: PlanPayments; dependents: PlanDependents[]; jobs: JobQueue; publicUrl: string }) {}

  async cancel(ctx: RequestContext, input: CancelPlanInput): Promise<PlanCancellationView> {
    const actor = requireActor(ctx);
    const admin = actor.roles.includes('Admin');
    const reason = admin ? adminReason(input.reason ?? '') : { ok: true as const, value: (input.reason ?? '').trim().slice(0, 300) || CUSTOMER_REASON };
    if (!reason.ok) throw validationError(reason.message, [{ field: 'reason', message: reason.message }]);
    if (input.destination === 'plan' && !input.targetPlanId) {
      throw validationError('Choose the plan the money moves to', [{ field: 'targetPlanId', message: 'Choose the plan the money moves to' }]);
    }
    const ownerId = admin ? undefined : actor.userId;
    const view = await moneyTransaction(ctx.manager, async (m) => {
      // Both plans locked in one order, so two moves between the same plans cannot deadlock.
      const ids = input.destination === 'plan' && input.targetPlanId ? [input.planId, input.targetPlanId].sort() : [input.planId];
      const accounts = new Map<string, PlanAccount | null>();
      for (const id of ids) accounts.set(id, await PlanAccount.lock(m, id, ownerId));
      const account = accounts.get(input.planId);
      if (!account) throw planNotFound();
      const plan = { ...account.plan };
      this.checkCancellable(plan, admin);
      const result: PlanCancellationView = { planId: plan.id, status: 'Cancelled', cancelReason: null, amountKobo: plan.amountPaidKobo, refunds: [], movedToPlanId: null };
      let moveId: string | null = null;
      if (plan.amountPaidKobo === 0) {
        if (plan.status === 'AwaitingFirstPayment') await account.withdrawUnpaid(ctx.now);
        else await account.cancel(ctx.now);
      } else if (input.destination === 'refund') {
        result.refunds = await this.deps.payments.refundAll(m, { planId: plan.id, actorId: actor.userId, reason: reason.value, now: ctx.now });
        await account.refundEarly(ctx.now);
      } else {
        const target = accounts.get(input.targetPlanId!) ?? null;
        const problem = creditTargetProblem(plan, target && { ...target.plan, remainingKobo: await remainingOf(m, target) }, plan.amountPaidKobo);
        if (problem) throw new AppError('CREDIT_NOT_TAKEN', problem, [{ field: 'targetPlanId', message: problem }]);
        const inId = randomUUID();
        const out = await account.moveOut(ctx.now, { reason: 'cancelled', counterpartId: inId, by: actor.userId, note: reason.value });
        await target!.moveIn(ctx.now, inId, out);
        moveId = out.id;
        result.movedToPlanId = target!.plan.id;
      }
      result.cancelReason = account.plan.cancelReason;
      for (const dependent of this.deps.dependents) await dependent.planCancelled?.(m, plan.id, ctx.now);
      await recordAudit(m, ctx, {
        action: 'plan.cancelled',
        targetType: 'SavingsPlan',
        targetId: plan.id,
        before: { status: plan.status, amountPaidKobo: plan.amountPaidKobo },
        after: { status: 'Cancelled', cancelReason: result.cancelReason, destination: input.destination, movedToPlanId: result.movedToPlanId, refunds: result.refunds },
        reason: reason.value,
      });
      return { result, moveId };
    });
    ctx.log.info({ planId: input.planId, destination: input.destination, amountKobo: view.result.amountKobo, by: admin ? 'admin' : 'customer' }, 'plan cancelled');
    if (view.result.refunds.length) await this.deps.payments.afterRefund(ctx, input.planId);
    if (view.moveId) await sendCreditNotice(ctx, this.deps, view.moveId);
    return view.result;
  }

  private checkCancellable(plan: { status: PlanStatus; cancelReason: CancelReason | null; amountPaidKobo: number }, admin: boolean): void {
    if (plan.status === 'Completed') throw new AppError('PLAN_CLOSED', 'A completed plan cannot be cancelled: a refund is asked for within 48 hours of delivery');
    const stranded = plan.status === 'Cancelled' && plan.cancelReason === 'cancelled' && plan.amountPaidKobo > 0;
    if (plan.status === 'Cancelled' && !(stranded && admin)) throw new AppError('PLAN_CLOSED', 'This plan is already cancelled');
  }
}

/** What a plan still needs: its price and fines not waived, less what is paid. */
export async function remainingOf(m: EntityManager, account: PlanAccount): Promise<number> {
  const fines = finesOwedKobo(await m.find(PlanFineRow, { where: { planId: account.plan.id } }));
  return account.plan.priceKobo + fines - account.plan.amountPaidKobo;
}
