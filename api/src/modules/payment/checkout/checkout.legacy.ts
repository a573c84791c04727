/** The original API's shapes for a plan's checkouts and confirmations (specification section 7): naira, beside the plan as the original answered it. */
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { koboToNaira } from '../../../common/money';
import { FulfilmentMethods, PaymentPreferences } from '../../savings-plan/domain/plan-rules';
import { PaymentFrequencies } from '../../savings-plan/domain/schedule';
import { legacyPlanReply } from '../../savings-plan';
import type { RequestContext } from '../../../common/context';
import type { PaymentConfirmation } from './payment.service';
import type { PlanCheckout } from './plan-checkout.service';

export async function toLegacyCheckout(ctx: RequestContext, c: PlanCheckout) {
  return {
    ...(await legacyPlanReply(ctx, c.plan)),
    checkout: { reference: c.reference, accessCode: c.accessCode, authorizationUrl: c.authorizationUrl, amount: koboToNaira(c.amountKobo), amountKobo: c.amountKobo },
  };
}

export async function toLegacyConfirmation(ctx: RequestContext, c: PaymentConfirmation) {
  return {
    ...(await legacyPlanReply(ctx, c.plan)),
    payment: { reference: c.reference, amount: koboToNaira(c.payment.amountKobo), overpayment: koboToNaira(c.payment.overpaymentKobo), alreadyCredited: c.alreadyCredited },
  };
}

/** POST /api/SavingsPlan. Without `paymentReference`: start a plan. With it: confirm that plan's first payment. */
export class LegacyCreatePlanBody {
  @MaxLength(36)
  @IsString()
  @IsOptional()
  foodPackId?: string;

  @MaxLength(100)
  @IsString()
  @IsOptional()
  paymentReference?: string;

  @IsIn(PaymentFrequencies, { message: `paymentFrequency must be one of ${PaymentFrequencies.join(', ')}` })
  @IsOptional()
  paymentFrequency?: string;

  @IsIn(PaymentPreferences, { message: `paymentPreference must be one of ${PaymentPreferences.join(', ')}` })
  @IsOptional()
  paymentPreference?: string;

  @IsIn(FulfilmentMethods, { message: `fulfilmentMethod must be one of ${FulfilmentMethods.join(', ')}` })
  @IsOptional()
  fulfilmentMethod?: string;

  @MaxLength(300)
  @IsString()
  @IsOptional()
  deliveryAddress?: string;
}

export class LegacyUpdatePaymentBody {
  @MaxLength(100)
  @IsString({ message: 'paymentReference is required' })
  paymentReference!: string;
}

/** POST /api/SavingsPlan/{id}/confirm-mobile-payment (the app, issue 28). `amount` and `paymentMethod` are not read: Paystack's answer decides what was paid. */
export class LegacyConfirmMobilePaymentBody {
  @MaxLength(100)
  @IsString({ message: 'paymentReference is required' })
  paymentReference!: string;
}
