import { createHash } from 'node:crypto';
import { requireActor, type RequestContext } from '../../../common/context';
import { moneyTransaction } from '../../../common/db';
import { validationError } from '../../../common/errors';
import { lagosDate } from '../../../common/time';
import { recordAudit } from '../../audit';
import { CatchUpKinds, catchUpFingerprint, planCatchUp, type CatchUpChoice, type CatchUpKind } from '../domain/catch-up';
import { planNotFound } from '../domain/plan-rules';
import { PlanAccount } from '../account/plan-account';
import { catchUpPlanOf, catchUpRefused } from '../account/plan-catch-up';
import { SavingsPlanRow } from '../account/savings-plan.entity';
import type { PlanViews, SavingsPlanView } from '../plans/savings-plan.views';

export interface CatchUpChoiceInputValue {
  kind: string;
  weeks?: number | null;
}

export interface CatchUpPreviewView {
  planId: string;
  kind: CatchUpKind;
  weeks: number | null;
  overdueKobo: number;
  overdueCount: number;
  instalments: { sequence: number; dueDate: string; amountKobo: number }[];
  totalKobo: number;
  previousEndDate: string;
  endDate: string;
  lastDayOfWindow: string;
  canSpread: boolean;
  maxExtensionWeeks: number;
  previewToken: string;
}


function choiceOf(input: CatchUpChoiceInputValue): CatchUpChoice {
  if (!(CatchUpKinds as readonly string[]).includes(input.kind)) {
    const message = `Choose ${CatchUpKinds.join(' or ')}`;
    throw validationError(message, [{ field: 'kind', message }]);
  }
  if (input.kind === 'spread') return { kind: 'spread' };
  if (input.weeks == null) throw validationError('Choose 1 to 4 weeks', [{ field: 'weeks', message: 'Choose 1 to 4 weeks' }]);
  return { kind: 'extend', weeks: input.weeks };
}

/** What the preview hands out: a digest of what it was computed from (the plan's rows, the day, the choice). */
function tokenOf(planId: string, fingerprint: string): string {
  return createHash('sha256').update(planId).update('\n').update(fingerprint).digest('base64url').slice(0, 32);
}

/**
 * Catching up on a plan that is behind without calling support (issue 26): a preview of the new
 * instalments and end date, then a confirmation that recomputes them under the plan's lock and
 * refuses when the plan changed since the preview (CATCH_UP_STALE). The customer's own plan, or
 * any plan for an admin; anyone else's is NOT_FOUND. Audited ('plan.caught-up').
 */
export class CatchUpService {
  constructor(private readonly deps: { views: PlanViews }) {}

  async preview(ctx: RequestContext, planId: string, input: CatchUpChoiceInputValue): Promise<CatchUpPreviewView> {
    const actor = requireActor(ctx);
    const choice = choiceOf(input);
    const admin = actor.roles.includes('Admin');
    const row = await ctx.manager.findOne(SavingsPlanRow, { where: { id: planId, ...(admin ? {} : { userId: actor.userId }) } });
    if (!row) throw planNotFound();
    const today = lagosDate(ctx.now);
    const state = await catchUpPlanOf(ctx.manager, row);
    const check = planCatchUp(state, choice, today);
    if (!check.ok) throw catchUpRefused(check.refusal);
    const p = check.proposal;
    return {
      planId,
      kind: p.choice.kind,
      weeks: p.choice.kind === 'extend' ? p.choice.weeks : null,
      overdueKobo: p.overdueKobo,
      overdueCount: p.overdueCount,
      instalments: p.instalments,
      totalKobo: p.instalments.reduce((sum, i) => sum + i.amountKobo, 0),
      previousEndDate: p.previousEndDate,
      endDate: p.endDate,
      lastDayOfWindow: p.lastDayOfWindow,
      canSpread: p.canSpread,
      maxExtensionWeeks: p.maxExtensionWeeks,
      previewToken: tokenOf(planId, catchUpFingerprint(state, choice, today)),
    };
  }

  async confirm(ctx: RequestContext, planId: string, input: CatchUpChoiceInputValue, previewToken: string): Promise<SavingsPlanView> {
    const actor = requireActor(ctx);
    const choice = choiceOf(input);
    const admin = actor.roles.includes('Admin');
    const view = await moneyTransaction(ctx.manager, async (m) => {
      const account = await PlanAccount.lock(m, planId, admin ? undefined : actor.userId);
      if (!account) throw planNotFound();
      const before = { instalmentKobo: account.plan.instalmentKobo, instalmentCount: account.plan.instalmentCount };
      const p = await account.reschedule(ctx.now, choice, actor.userId, (fingerprint) => tokenOf(planId, fingerprint) === previewToken);
      const forCustomer = account.plan.userId !== actor.userId;
      await recordAudit(m, ctx, {
        action: 'plan.caught-up',
        targetType: 'SavingsPlan',
        targetId: planId,
        before: { ...before, endDate: p.previousEndDate, overdueKobo: p.overdueKobo, overdueCount: p.overdueCount },
        after: { kind: p.choice.kind, weeks: p.choice.kind === 'extend' ? p.choice.weeks : null, endDate: p.endDate, instalmentKobo: account.plan.instalmentKobo, instalmentCount: account.plan.instalmentCount, replaced: p.replacedIds.length, instalments: p.instalments.length },
        reason: forCustomer ? 'Caught up by an admin for the customer' : 'Caught up by the customer',
      });
      return this.deps.views.one(m, account.plan as SavingsPlanRow, ctx.now);
    });
    ctx.log.info({ planId, kind: choice.kind, by: admin ? 'admin' : 'customer' }, 'plan caught up');
    return view;
  }
}
