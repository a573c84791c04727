import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { IsInt, Length, Min } from 'class-validator';
import { orErrorResult } from '../../../graphql/error-result';

@ObjectType({ description: "The customer's own bank account number (a Paystack dedicated virtual account): the one account to pay into." })
export class BankAccount {
  @Field({ description: 'requested (on its way), assigned (shown: pay into it), failed (see whatToDo).' })
  status!: string;

  @Field(() => String, { nullable: true })
  bankName!: string | null;

  @Field(() => String, { nullable: true })
  accountNumber!: string | null;

  @Field(() => String, { nullable: true })
  accountName!: string | null;

  @Field(() => String, { nullable: true, description: "Paystack's reason, when the assignment failed." })
  failureReason!: string | null;

  @Field(() => String, { nullable: true, description: 'What the customer can do now (after a failure, or while it is on its way).' })
  whatToDo!: string | null;

  @Field(() => Date)
  requestedAt!: Date;

  @Field(() => Date, { nullable: true })
  assignedAt!: Date | null;

  @Field(() => ID, { nullable: true, description: 'The plan transfers pay first; null: the oldest due instalment first.' })
  firstPlanId!: string | null;
}

@ObjectType({ description: 'Where part of a transfer went: a plan, or the credit (planId null).' })
export class BankTransferLine {
  @Field(() => ID, { nullable: true })
  planId!: string | null;

  @Field(() => String, { nullable: true })
  packName!: string | null;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field()
  note!: string;
}

@ObjectType({ description: 'Money transferred into the customer’s account number, recorded once per Paystack reference.' })
export class BankTransfer {
  @Field()
  reference!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'What went into plans.' })
  appliedKobo!: number;

  @Field(() => GraphQLSafeInt, { description: "What went into the customer's credit." })
  creditedKobo!: number;

  @Field(() => Date, { nullable: true })
  paidAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => [BankTransferLine])
  lines!: BankTransferLine[];
}

@ObjectType({ description: "A row of the customer's credit: + from a transfer, − into a plan or refunded." })
export class CreditLine {
  @Field({ description: 'transfer, applied or refund.' })
  kind!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field(() => ID, { nullable: true })
  planId!: string | null;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: "A customer's account number, credit and transfers." })
export class BankTransfers {
  @Field(() => BankAccount, { nullable: true, description: 'null until the customer asks for an account number.' })
  account!: BankAccount | null;

  @Field(() => GraphQLSafeInt, { description: 'Money waiting for the next instalments (refundable on request).' })
  creditBalanceKobo!: number;

  @Field(() => [CreditLine], { description: 'The latest 50 rows, newest first.' })
  credits!: CreditLine[];

  @Field(() => [BankTransfer], { description: 'The latest 50 transfers, newest first.' })
  transfers!: BankTransfer[];
}

export const BankAccountResult = orErrorResult('BankAccountResult', BankAccount);
export const BankTransfersResult = orErrorResult('BankTransfersResult', BankTransfers);

@InputType({ description: "An admin pays back (part of) a customer's credit, by hand." })
export class RefundCreditInput {
  @Field(() => ID)
  userId!: string;

  @Field(() => GraphQLSafeInt)
  @IsInt()
  @Min(100)
  amountKobo!: number;

  @Field({ description: '3 to 300 characters.' })
  @Length(3, 300)
  reason!: string;
}
