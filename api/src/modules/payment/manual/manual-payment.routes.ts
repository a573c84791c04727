import { Router } from 'express';
import { sendOk } from '../../../rest/envelope';
import { adminOnly } from '../../../rest/route-helpers';
import { parseBody } from '../../../rest/validate';
import { normaliseAdminBody } from '../../savings-plan';
import { DEFAULT_MANUAL_CHANNEL, LEGACY_MANUAL_NOTE, LEGACY_REVERT_REASON, LegacyManualPaymentBody, LegacyRevertPaymentBody, manualPaymentLegacyIds, toLegacyManualPayment, toLegacyReverted, withScheduleKey } from './manual-payment.legacy';
import { resolvePlanKey } from '../../../rest/legacy-ids';
import { paymentForSchedule, type ManualPaymentService } from './manual-payment.service';

/** Section 7's admin manual-payment paths, on the service the console's Manual Payments tab calls (which requires the Admin role again). */
export function manualPaymentRoutes(deps: { manualPayments: ManualPaymentService }): Router {
  const r = Router();
  r.post('/SavingsPlan/:planId/manual-payment', adminOnly, async (req, res) => {
    const body = await parseBody(LegacyManualPaymentBody, normaliseAdminBody(await withScheduleKey(req.ctx, req.body)));
    const payment = await deps.manualPayments.record(req.ctx, {
      planId: await resolvePlanKey(req.ctx, String(req.params.planId)),
      scheduleId: body.scheduleId,
      channel: body.channel ?? DEFAULT_MANUAL_CHANNEL,
      reference: body.reference,
      note: body.note ?? LEGACY_MANUAL_NOTE,
    });
    sendOk(res, toLegacyManualPayment(payment, await manualPaymentLegacyIds(req.ctx, payment)), 'Payment updated successfully');
  });
  /** The original names the instalment, not the payment: the payment that paid it is the one taken back. */
  r.post('/SavingsPlan/:planId/revert-payment', adminOnly, async (req, res) => {
    const body = await parseBody(LegacyRevertPaymentBody, normaliseAdminBody(await withScheduleKey(req.ctx, req.body)));
    const paymentId = await paymentForSchedule(req.ctx, await resolvePlanKey(req.ctx, String(req.params.planId)), body.scheduleId);
    const reverted = await deps.manualPayments.revert(req.ctx, paymentId, body.reason ?? LEGACY_REVERT_REASON);
    sendOk(res, toLegacyReverted(reverted, await manualPaymentLegacyIds(req.ctx, reverted)), 'Payment reverted successfully');
  });
  return r;
}
