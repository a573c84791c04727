import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { asResult, type ErrorResult } from '../../../graphql/error-result';
import { ConfirmPaymentResult, PayAllOverdueResult, PayNextInstalmentResult, PaymentsConfig, ResumePlanPaymentResult, StartSavingsPlanInput, StartSavingsPlanResult } from './checkout.types';
import type { PaymentConfirmation as PaymentConfirmationValue, PaymentService, PaymentsConfigView } from './payment.service';
import type { PlanCheckout, PlanCheckoutService } from './plan-checkout.service';

/** Opening and confirming a customer's checkouts. Every field needs a session; ownership is the services'. */
@Authorized()
@Resolver()
export class CheckoutResolver {
  constructor(private readonly payments: PaymentService, private readonly checkouts: PlanCheckoutService) {}

  @Query(() => PaymentsConfig, { description: 'Which payment gateway the web opens, with its public key.' })
  paymentsConfig(@Ctx() ctx: GraphQLContext): PaymentsConfigView {
    return this.payments.config(ctx);
  }

  @Mutation(() => StartSavingsPlanResult, {
    description: "Starts a plan on a pack at today's price and opens the checkout for the first instalment. The plan is AwaitingFirstPayment until that payment is verified; unpaid, it is discarded after a day.",
  })
  startSavingsPlan(@Arg('input') input: StartSavingsPlanInput, @Ctx() ctx: GraphQLContext): Promise<PlanCheckout | ErrorResult> {
    return asResult(() => this.checkouts.start(ctx, input));
  }

  @Mutation(() => PayNextInstalmentResult, { description: "Opens a checkout for an active plan's next unpaid instalment; NO_PENDING_PAYMENTS when none is left." })
  payNextInstalment(@Arg('planId', () => ID) planId: string, @Ctx() ctx: GraphQLContext): Promise<PlanCheckout | ErrorResult> {
    return asResult(() => this.checkouts.payNext(ctx, planId));
  }

  @Mutation(() => PayAllOverdueResult, {
    description: "Opens ONE checkout for every overdue instalment of an active plan (their total less any credit); once verified it is credited oldest first, with one receipt. NO_PENDING_PAYMENTS when none is overdue; NOT_FOUND for anyone else's plan.",
  })
  payAllOverdue(@Arg('planId', () => ID) planId: string, @Ctx() ctx: GraphQLContext): Promise<PlanCheckout | ErrorResult> {
    return asResult(() => this.checkouts.payOverdue(ctx, planId));
  }

  @Mutation(() => ResumePlanPaymentResult, {
    description: "Opens the first instalment's checkout again for a plan still waiting for its first payment (the open one while still valid). NO_PENDING_PAYMENTS when it is no longer waiting; NOT_FOUND for anyone else's plan.",
  })
  resumePlanPayment(@Arg('planId', () => ID) planId: string, @Ctx() ctx: GraphQLContext): Promise<PlanCheckout | ErrorResult> {
    return asResult(() => this.checkouts.resumeFirst(ctx, planId));
  }

  @Mutation(() => ConfirmPaymentResult, {
    description: 'After the popup (or the redirect back): the server verifies the reference with Paystack and credits it once. Safe to call again.',
  })
  confirmPayment(@Arg('reference') reference: string, @Ctx() ctx: GraphQLContext): Promise<PaymentConfirmationValue | ErrorResult> {
    return asResult(() => this.payments.confirmPayment(ctx, reference));
  }
}
