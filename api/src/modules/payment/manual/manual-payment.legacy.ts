/** The original API's manual-payment shapes (specification section 7): naira, the instalment named rather than the payment. */
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { koboToNaira } from '../../../common/money';
import { ManualChannels } from '../payment.entity';
import type { RecentPaymentView, RevertedPaymentView } from './manual-payment.service';
import type { RequestContext } from '../../../common/context';
import { legacyIds, resolveScheduleKey, type LegacyIds } from '../../../rest/legacy-ids';

/** The numbers a manual payment's or a reversal's reply names (three queries). */
export function manualPaymentLegacyIds(ctx: RequestContext, p: { paymentId: string; planId: string; scheduleId?: string | null }): Promise<LegacyIds> {
  return legacyIds(ctx, { payment: [p.paymentId], plan: [p.planId], schedule: [p.scheduleId] });
}

export function toLegacyManualPayment(p: RecentPaymentView, ids: LegacyIds) {
  return {
    paymentId: ids.of('payment', p.paymentId),
    planId: ids.of('plan', p.planId),
    scheduleId: ids.maybe('schedule', p.scheduleId),
    userFullName: p.userFullName,
    foodPackName: p.foodPackName,
    amount: koboToNaira(p.amountKobo),
    channel: p.channel,
    paymentDate: p.paidAt?.toISOString() ?? null,
    recordedBy: p.recordedByName,
  };
}

export function toLegacyReverted(r: RevertedPaymentView, ids: LegacyIds) {
  return { paymentId: ids.of('payment', r.paymentId), planId: ids.of('plan', r.planId), status: r.planStatus, amountPaid: koboToNaira(r.amountPaidKobo), commissionReversed: koboToNaira(r.commissionReversedKobo) };
}

/** POST /api/savingsplan/{planId}/manual-payment. `amount` and `paymentDate` are not read: the instalment's price less the plan's credit is recorded, now. */
/** `scheduleId`: the instalment's number (or UUID), made text by `withScheduleKey` before these rules run. */
export class LegacyManualPaymentBody {
  @MaxLength(36)
  @IsString({ message: 'scheduleId is required' })
  scheduleId!: string;

  @IsIn(ManualChannels, { message: `channel must be one of ${ManualChannels.join(', ')}` })
  @IsOptional()
  channel?: string;

  @IsString()
  @IsOptional()
  reference?: string;

  @IsString()
  @IsOptional()
  note?: string;
}

export class LegacyRevertPaymentBody {
  @MaxLength(36)
  @IsString({ message: 'scheduleId is required' })
  scheduleId!: string;

  @IsString()
  @IsOptional()
  reason?: string;
}

/** What the legacy paths write when the original client sends no note or reason (the service requires one). */
export const LEGACY_MANUAL_NOTE = 'Recorded through the legacy manual-payment path';
export const LEGACY_REVERT_REASON = 'Reverted through the legacy revert-payment path';
export const DEFAULT_MANUAL_CHANNEL = 'cash';

/** The original console sends the instalment's whole-number id (as its replies gave it): its UUID for the rules. */
export async function withScheduleKey(ctx: RequestContext, body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const raw = (body as { scheduleId?: unknown }).scheduleId;
  if (typeof raw !== 'number' && typeof raw !== 'string') return body;
  return { ...(body as Record<string, unknown>), scheduleId: await resolveScheduleKey(ctx, raw) };
}
