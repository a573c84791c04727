/** The original API's manual-payment shapes (specification section 7): naira, the instalment named rather than the payment. */
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { koboToNaira } from '../../../common/money';
import { ManualChannels } from '../payment.entity';
import type { RecentPaymentView, RevertedPaymentView } from './manual-payment.service';

export function toLegacyManualPayment(p: RecentPaymentView) {
  return {
    paymentId: p.paymentId,
    planId: p.planId,
    scheduleId: p.scheduleId,
    userFullName: p.userFullName,
    foodPackName: p.foodPackName,
    amount: koboToNaira(p.amountKobo),
    channel: p.channel,
    paymentDate: p.paidAt?.toISOString() ?? null,
    recordedBy: p.recordedByName,
  };
}

export function toLegacyReverted(r: RevertedPaymentView) {
  return { paymentId: r.paymentId, planId: r.planId, status: r.planStatus, amountPaid: koboToNaira(r.amountPaidKobo), commissionReversed: koboToNaira(r.commissionReversedKobo) };
}

/** POST /api/savingsplan/{planId}/manual-payment. `amount` and `paymentDate` are not read: the instalment's price less the plan's credit is recorded, now. */
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
