import { randomUUID } from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import { requireActor, type RequestContext } from '../../../common/context';
import { moneyTransaction } from '../../../common/db';
import { AppError, validationError } from '../../../common/errors';
import { lagosDate, type LocalDate } from '../../../common/time';
import type { JobQueue } from '../../../jobs/queue';
import { recordAudit } from '../../audit';
import { adminReason } from '../../audit/domain/admin-reason';
import { FoodPackRow } from '../../food-pack';
import { PlanAccount } from '../account/plan-account';
import { PlanFineRow } from '../account/plan-fine.entity';
import { SavingsPlanRow } from '../account/savings-plan.entity';
import type { PlanDependents } from '../admin/plan-dependents';
import { finesOwedKobo } from '../domain/late-fines';
import { packChangeProblem, packChangeSchedule } from '../domain/plan-changes';
import { planNotFound } from '../domain/plan-rules';
import type { Instalment } from '../domain/schedule';
import type { PlanViews, SavingsPlanView } from '../plans/savings-plan.views';
import { sendCreditNotice } from './credit-notices';

export interface PackChangePreviewView {
  planId: string;
  currentPackName: string;
  foodPackId: string;
  foodPackName: string;
  /** The new pack at today's price. */
  priceKobo: number;
  /** What was paid, carried over as the new plan's first instalment. */
  carriedKobo: number;
  remainingKobo: number;
  instalments: Instalment[];
  /** The last instalment's due date (the window's end is unchanged). */
  endDate: LocalDate;
}

interface Planned {
  account: PlanAccount;
  pack: FoodPackRow;
  preview: PackChangePreviewView;
}

/**
 * Changing a plan's pack before half its goal is paid (issue 26; specification section 1), by the
 * customer or by an admin for them (reason, audited): a preview first, then one transaction that
 * closes the old plan ('changed') and opens the new one at the pack's price today, its money
 * moved as two credit rows pointing at each other, its first instalment what was paid and the
 * rest over the old plan's dates still to come. The 4-month window keeps the original start.
 */
export class PackChangeService {
  constructor(private readonly deps: { views: PlanViews; dependents: PlanDependents[]; jobs: JobQueue; publicUrl: string }) {}

  async preview(ctx: RequestContext, planId: string, foodPackId: string): Promise<PackChangePreviewView> {
    return (await this.plan(ctx, ctx.manager, planId, foodPackId, false)).preview;
  }

  async change(ctx: RequestContext, input: { planId: string; foodPackId: string; reason?: string | null }): Promise<SavingsPlanView> {
    const actor = requireActor(ctx);
    const admin = actor.roles.includes('Admin');
    const reason = admin ? adminReason(input.reason ?? '') : { ok: true as const, value: 'Changed by the customer' };
    if (!reason.ok) throw validationError(reason.message, [{ field: 'reason', message: reason.message }]);
    const done = await moneyTransaction(ctx.manager, async (m) => {
      const { account, pack, preview } = await this.plan(ctx, m, input.planId, input.foodPackId, true);
      const old = { ...account.plan };
      const regular = preview.instalments.find((i) => i.dueDate >= lagosDate(ctx.now) && !(preview.carriedKobo > 0 && i.sequence === 1));
      const row: SavingsPlanRow = {
        ...old,
        id: randomUUID(),
        foodPackId: pack.id,
        packName: pack.name,
        priceKobo: pack.priceKobo,
        instalmentKobo: regular?.amountKobo ?? preview.instalments[0].amountKobo,
        instalmentCount: preview.instalments.length,
        status: 'AwaitingFirstPayment',
        cancelReason: null,
        amountPaidKobo: 0,
        createdAt: ctx.now,
        updatedAt: ctx.now,
        activatedAt: null,
        completedAt: null,
        cancelledAt: null,
      };
      const { account: next } = await PlanAccount.open(m, row, preview.instalments);
      let moveId: string | null = null;
      if (old.amountPaidKobo > 0) {
        const inId = randomUUID();
        const out = await account.moveOut(ctx.now, { reason: 'pack-change', counterpartId: inId, by: actor.userId, note: `${old.packName} → ${pack.name}` });
        await next.moveIn(ctx.now, inId, out);
        moveId = out.id;
      } else {
        await account.cancel(ctx.now);
      }
      for (const dependent of this.deps.dependents) await dependent.planCancelled?.(m, old.id, ctx.now);
      await recordAudit(m, ctx, {
        action: 'plan.pack-changed',
        targetType: 'SavingsPlan',
        targetId: old.id,
        before: { foodPackId: old.foodPackId, packName: old.packName, priceKobo: old.priceKobo, amountPaidKobo: old.amountPaidKobo },
        after: { planId: row.id, foodPackId: pack.id, packName: pack.name, priceKobo: pack.priceKobo, instalments: preview.instalments.length, endDate: preview.endDate },
        reason: reason.value,
      });
      return { planId: row.id, moveId };
    });
    ctx.log.info({ from: input.planId, to: done.planId, foodPackId: input.foodPackId }, 'plan pack changed');
    if (done.moveId) await sendCreditNotice(ctx, this.deps, done.moveId);
    return this.deps.views.one(ctx.manager, await ctx.manager.findOneByOrFail(SavingsPlanRow, { id: done.planId }), ctx.now);
  }

  /** The plan (locked when changing), the pack, and what the change would make of them; the rule's refusal otherwise. */
  private async plan(ctx: RequestContext, m: EntityManager, planId: string, foodPackId: string, lock: boolean): Promise<Planned> {
    const actor = requireActor(ctx);
    const ownerId = actor.roles.includes('Admin') ? undefined : actor.userId;
    const account = lock ? await PlanAccount.lock(m, planId, ownerId) : await PlanAccount.read(m, planId, ownerId);
    if (!account) throw planNotFound();
    const pack = await m.findOne(FoodPackRow, { where: { id: foodPackId, retiredAt: IsNull() } });
    if (!pack || !pack.available) throw new AppError('NOT_FOUND', 'That food pack is not available', [{ field: 'foodPackId', message: 'That food pack is not available' }]);
    const plan = account.plan;
    const finesKobo = finesOwedKobo(await m.find(PlanFineRow, { where: { planId } }));
    const problem = packChangeProblem({ ...plan, finesKobo }, pack);
    if (problem) throw new AppError(problem.code, problem.message, [{ field: problem.code === 'PACK_TOO_CHEAP' || problem.code === 'SAME_PACK' ? 'foodPackId' : 'planId', message: problem.message }]);
    const today = lagosDate(ctx.now);
    const unpaid = (await account.schedules()).filter((s) => s.status !== 'Paid').map((s) => s.dueDate);
    const instalments = packChangeSchedule({ startDate: plan.startDate, carriedKobo: plan.amountPaidKobo, newPriceKobo: pack.priceKobo, unpaidDueDates: unpaid, today });
    return {
      account,
      pack,
      preview: {
        planId,
        currentPackName: plan.packName,
        foodPackId: pack.id,
        foodPackName: pack.name,
        priceKobo: pack.priceKobo,
        carriedKobo: plan.amountPaidKobo,
        remainingKobo: pack.priceKobo - plan.amountPaidKobo,
        instalments,
        endDate: instalments[instalments.length - 1].dueDate,
      },
    };
  }
}
