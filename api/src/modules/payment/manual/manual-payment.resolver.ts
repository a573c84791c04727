import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { fixedListCost } from '../../../graphql/complexity';
import { asResult, type ErrorResult } from '../../../graphql/error-result';
import type { PayablePlanView, RecentPaymentView, RevertedPaymentView } from './manual-payment.service';
import { PayablePlan, RecentPayment, RecordManualPaymentInput, RecordManualPaymentResult, RevertPaymentResult } from './manual-payment.types';
import { PAYABLE_PLANS_LIMIT, RECENT_PAYMENTS } from './manual-payment.service';
import type { ManualPaymentService } from './manual-payment.service';

/** The console's Manual Payments tab: Admin only, here and again in the service. */
@Authorized('Admin')
@Resolver()
export class ManualPaymentResolver {
  constructor(private readonly manualPayments: ManualPaymentService) {}

  @Query(() => [PayablePlan], { description: `Plans still being paid whose customer name, e-mail or pack name matches, with their unpaid instalments; at most ${PAYABLE_PLANS_LIMIT}.`, complexity: fixedListCost(PAYABLE_PLANS_LIMIT) })
  payablePlans(@Arg('search') search: string, @Ctx() ctx: GraphQLContext): Promise<PayablePlanView[]> {
    return this.manualPayments.payablePlans(ctx, search);
  }

  @Query(() => [RecentPayment], { description: `The ${RECENT_PAYMENTS} manual payments recorded last and not reverted.`, complexity: fixedListCost(RECENT_PAYMENTS) })
  recentManualPayments(@Ctx() ctx: GraphQLContext): Promise<RecentPaymentView[]> {
    return this.manualPayments.recent(ctx);
  }

  @Mutation(() => RecordManualPaymentResult, { description: 'Records money received outside Paystack for an unpaid instalment, through the same crediting as a card payment. Audited.' })
  recordManualPayment(@Arg('input') input: RecordManualPaymentInput, @Ctx() ctx: GraphQLContext): Promise<RecentPaymentView | ErrorResult> {
    return asResult(() => this.manualPayments.record(ctx, input));
  }

  @Mutation(() => RevertPaymentResult, {
    description:
      'Takes back a payment (card or manual) in the books: its instalments unpaid again, a completed plan Active again, its commission reversed. Sends nothing to Paystack. Reason required; audited; once per payment (ALREADY_REVERTED).',
  })
  revertPayment(@Arg('paymentId', () => ID) paymentId: string, @Arg('reason') reason: string, @Ctx() ctx: GraphQLContext): Promise<RevertedPaymentView | ErrorResult> {
    return asResult(() => this.manualPayments.revert(ctx, paymentId, reason));
  }
}
