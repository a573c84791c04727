import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { GraphQLSafeInt } from 'graphql-scalars';
import { orErrorResult } from '../../../graphql/error-result';
import { ADDRESS_MAX, type FulfilmentMethod as FulfilmentMethodValue, type PaymentPreference as PaymentPreferenceValue } from '../../savings-plan/domain/plan-rules';
import type { PaymentFrequency as PaymentFrequencyValue } from '../../savings-plan/domain/schedule';
import { FulfilmentMethod, PaymentFrequency, PaymentPreference, PlanPayment, SavingsPlan } from '../../savings-plan';

@ObjectType({
  description:
    'A payment to make. Production: open Paystack InlineJS with `resumeTransaction(accessCode)`. With the local stand-in (paymentsConfig.useStandIn): send the browser to `authorizationUrl`; it returns to /profile?tab=savings&reference=…. Then call confirmPayment(reference).',
})
export class PaymentCheckout {
  @Field()
  reference!: string;

  @Field()
  accessCode!: string;

  @Field()
  authorizationUrl!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field(() => ID, { nullable: true })
  scheduleId!: string | null;

  @Field(() => SavingsPlan)
  plan!: SavingsPlan;
}

export const StartSavingsPlanResult = orErrorResult('StartSavingsPlanResult', PaymentCheckout);

export const PayNextInstalmentResult = orErrorResult('PayNextInstalmentResult', PaymentCheckout);

export const PayAllOverdueResult = orErrorResult('PayAllOverdueResult', PaymentCheckout);

export const ResumePlanPaymentResult = orErrorResult('ResumePlanPaymentResult', PaymentCheckout);

@ObjectType({ description: 'A verified payment, credited now or before.' })
export class PaymentConfirmation {
  @Field()
  reference!: string;

  @Field({ description: 'True when this reference had already been credited (by the webhook, another tab…); nothing changed now.' })
  alreadyCredited!: boolean;

  @Field(() => PlanPayment)
  payment!: PlanPayment;

  @Field(() => SavingsPlan)
  plan!: SavingsPlan;
}

export const ConfirmPaymentResult = orErrorResult('ConfirmPaymentResult', PaymentConfirmation);

@ObjectType({ description: 'What the web needs to open a payment.' })
export class PaymentsConfig {
  @Field()
  provider!: string;

  @Field({ description: "Paystack public key (pk_…), for InlineJS." })
  publicKey!: string;

  @Field({ description: 'True in development and tests: send the browser to a checkout\'s authorizationUrl (the local stand-in) instead of opening Paystack\'s popup.' })
  useStandIn!: boolean;

  @Field()
  currency!: string;
}

@InputType()
export class FulfilmentInput {
  @Field(() => FulfilmentMethod)
  method!: FulfilmentMethodValue;

  @Field(() => String, { nullable: true, description: 'For delivery: the street (with landmark and area); alone, one line naming a Lagos area; defaults to the profile address.' })
  @MaxLength(ADDRESS_MAX)
  @IsString()
  @IsOptional()
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'For delivery: a landmark near the address.' })
  @MaxLength(200)
  @IsString()
  @IsOptional()
  landmark?: string | null;

  @Field(() => String, { nullable: true, description: 'For delivery: one of the 20 Lagos areas (lagosAreas).' })
  @MaxLength(60)
  @IsString()
  @IsOptional()
  area?: string | null;
}

@InputType({ description: 'Everything else (price, instalments, dates) is computed on the server from the pack.' })
export class StartSavingsPlanInput {
  @Field(() => ID)
  @MaxLength(36)
  foodPackId!: string;

  @Field(() => PaymentFrequency, { defaultValue: 'monthly' })
  frequency!: PaymentFrequencyValue;

  @Field(() => PaymentPreference, { defaultValue: 'manual' })
  preference!: PaymentPreferenceValue;

  @Field(() => FulfilmentInput)
  fulfilment!: FulfilmentInput;
}
