import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Ack, AckResult } from '../../../graphql/ack';
import type { GraphQLContext } from '../../../graphql/context';
import { asResult, type ErrorResult } from '../../../graphql/error-result';
import type { DedicatedAccountService, DedicatedAccountView } from './dedicated-account.service';
import type { BankTransfersView, TransferService } from './transfer.service';
import { BankAccount, BankAccountResult, BankTransfers, BankTransfersResult, RefundCreditInput } from './transfer.types';

/** The customer's own account number, their credit and their transfers. */
@Authorized()
@Resolver()
export class TransferResolver {
  constructor(
    private readonly accounts: DedicatedAccountService,
    private readonly transfers: TransferService,
  ) {}

  @Query(() => BankAccount, { nullable: true, description: 'Your account number alone (null until asked for): what a plan names as the one account to pay into, asked with the plans.' })
  myBankAccount(@Ctx() ctx: GraphQLContext): Promise<DedicatedAccountView | null> {
    return this.accounts.mine(ctx);
  }

  @Query(() => BankTransfers, { description: 'Your account number (null until asked for), your credit and your transfers.' })
  myBankTransfers(@Ctx() ctx: GraphQLContext): Promise<BankTransfersView> {
    return this.transfers.mine(ctx);
  }

  @Mutation(() => BankAccountResult, { description: 'Get my account number: asks Paystack for a bank account number of your own (again after a failure).' })
  requestBankAccount(@Ctx() ctx: GraphQLContext): Promise<DedicatedAccountView | ErrorResult> {
    return asResult(() => this.accounts.request(ctx));
  }

  @Mutation(() => AckResult, { description: 'Asks support to pay your credit back to your bank account (CREDIT_TOO_LOW when you have none).' })
  requestCreditRefund(@Ctx() ctx: GraphQLContext): Promise<Ack | ErrorResult> {
    return asResult(async () => ({ ok: true, message: await this.transfers.requestCreditRefund(ctx) }));
  }

  @Mutation(() => BankAccountResult, { description: 'The plan your transfers pay first (null: the oldest due instalment first).' })
  setTransferFirstPlan(@Arg('planId', () => ID, { nullable: true }) planId: string | null, @Ctx() ctx: GraphQLContext): Promise<DedicatedAccountView | ErrorResult> {
    return asResult(() => this.transfers.setFirstPlan(ctx, planId ?? null));
  }
}

/** Admins: a customer's account number, credit and transfers; refunding credit. */
@Authorized('Admin')
@Resolver()
export class TransferAdminResolver {
  constructor(private readonly transfers: TransferService) {}

  @Query(() => BankTransfers, { description: "A customer's account number, credit and transfers." })
  bankTransfersOf(@Arg('userId', () => ID) userId: string, @Ctx() ctx: GraphQLContext): Promise<BankTransfersView> {
    return this.transfers.of(ctx, userId);
  }

  @Mutation(() => BankTransfersResult, { description: "Pays back (part of) a customer's credit, by hand; at most the balance." })
  refundCustomerCredit(@Arg('input', () => RefundCreditInput) input: RefundCreditInput, @Ctx() ctx: GraphQLContext): Promise<BankTransfersView | ErrorResult> {
    return asResult(() => this.transfers.refundCredit(ctx, input));
  }
}
