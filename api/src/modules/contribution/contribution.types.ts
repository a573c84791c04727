import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { orErrorResult } from '../../graphql/error-result';
import { ContributionLinkStatuses, type ContributionLinkStatus as ContributionLinkStatusValue } from './domain/contribution-rules';

export const ContributionLinkStatus = Object.fromEntries(ContributionLinkStatuses.map((s) => [s, s])) as { [K in ContributionLinkStatusValue]: K };
registerEnumType(ContributionLinkStatus, {
  name: 'ContributionLinkStatus',
  description: "Open: it takes contributions. Off: its owner turned it off. Closed: the plan is fully paid or no longer being paid. Invalid: unknown.",
});

@ObjectType({ description: "The owner's contribution link for one of their plans: on, with its address, or off." })
export class ContributionLinkShare {
  @Field(() => ID)
  planId!: string;

  @Field()
  active!: boolean;

  @Field(() => String, { nullable: true, description: 'The link to share (only while on).' })
  url!: string | null;

  @Field(() => Date, { nullable: true })
  createdAt!: Date | null;
}

@ObjectType({ description: "What a contribution link shows without an account: the owner's first name, the pack and the amount left (only while Open)." })
export class ContributionPage {
  @Field(() => ContributionLinkStatus)
  status!: ContributionLinkStatusValue;

  @Field(() => String, { nullable: true })
  firstName!: string | null;

  @Field(() => String, { nullable: true })
  packName!: string | null;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'What the plan still needs: the most one contribution may be.' })
  amountLeftKobo!: number | null;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'The least one contribution may be: ₦500, or what is left when less.' })
  minimumKobo!: number | null;
}

@InputType()
export class ContributeInput {
  @Field({ description: "The contributor's name as the owner will see it (2–60 characters)." })
  name!: string;

  @Field(() => GraphQLSafeInt, { description: 'Whole naira in kobo, from ₦500 up to what the plan still needs.' })
  amountKobo!: number;
}

@ObjectType({ description: 'A checkout for a contribution, with what the browser needs to open it.' })
export class ContributionCheckout {
  @Field()
  reference!: string;

  @Field()
  accessCode!: string;

  @Field()
  authorizationUrl!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field({ description: 'Paystack public key (pk_…), for InlineJS.' })
  publicKey!: string;

  @Field({ description: "True in development and tests: open authorizationUrl (the local stand-in's page) instead of Paystack's popup." })
  useStandIn!: boolean;
}

@ObjectType({ description: 'A contribution verified with Paystack and credited to the plan (once).' })
export class ContributionReceipt {
  @Field()
  reference!: string;

  @Field(() => GraphQLSafeInt)
  amountKobo!: number;

  @Field()
  contributorName!: string;

  @Field({ description: 'True when it had been credited before (the webhook, another tab): nothing changed now.' })
  alreadyCredited!: boolean;

  @Field(() => ContributionPage, { description: 'The page after it.' })
  page!: ContributionPage;
}

export const ContributionLinkShareResult = orErrorResult('ContributionLinkShareResult', ContributionLinkShare);
export const ContributeResult = orErrorResult('ContributeResult', ContributionCheckout);
export const ConfirmContributionResult = orErrorResult('ConfirmContributionResult', ContributionReceipt);
