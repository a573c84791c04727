import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import type { GraphQLContext } from '../../../graphql/context';
import type { LedgerCheckView } from './ledger-check.service';
import type { LedgerCheckService } from './ledger-check.service';

@ObjectType({ description: 'The nightly check of the books for one business day.' })
export class LedgerCheck {
  @Field({ description: 'The day checked (YYYY-MM-DD, Lagos).' })
  businessDate!: string;

  @Field()
  checkedAt!: Date;

  @Field({ description: 'True when the ledger balances and every successful Paystack transaction of the day has a payment row.' })
  balanced!: boolean;

  @Field(() => GraphQLSafeInt, { description: '(received − reversed) − (in plans + owed back); 0 when the ledger balances.' })
  differenceKobo!: number;

  @Field(() => GraphQLSafeInt)
  collectedKobo!: number;

  @Field(() => GraphQLSafeInt)
  reversedKobo!: number;

  @Field(() => GraphQLSafeInt)
  plansPaidKobo!: number;

  @Field(() => GraphQLSafeInt, { description: "The customers' credit between plans (zero when every move wrote both its rows)." })
  creditsKobo!: number;

  @Field(() => GraphQLSafeInt)
  overpaidKobo!: number;

  @Field(() => Int, { description: 'Successful Paystack transactions of the day with no payment row.' })
  missingCount!: number;

  @Field(() => [String], { description: 'The first 100 of their references.' })
  missingReferences!: string[];

  @Field(() => String, { nullable: true, description: 'Why Paystack could not be asked, if it could not.' })
  providerError!: string | null;
}

/** The dashboard's view of the books: Admin only, here and again in the service. */
@Authorized('Admin')
@Resolver()
export class LedgerCheckResolver {
  constructor(private readonly ledgerChecks: LedgerCheckService) {}

  @Query(() => LedgerCheck, { nullable: true, description: 'The latest nightly check of the books; null before the first.' })
  latestLedgerCheck(@Ctx() ctx: GraphQLContext): Promise<LedgerCheckView | null> {
    return this.ledgerChecks.latest(ctx);
  }
}
