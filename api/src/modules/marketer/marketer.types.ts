import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { orErrorResult } from '../../graphql/error-result';
import { ReferralStatuses, type ReferralStatus as ReferralStatusValue } from './domain/referral-status';
import { MarketerStatuses, type MarketerStatus as MarketerStatusValue } from './marketer.entity';
import { PageOf } from '../../graphql/page';

export const MarketerStatus = Object.fromEntries(MarketerStatuses.map((s) => [s, s])) as { [K in MarketerStatusValue]: K };
registerEnumType(MarketerStatus, { name: 'MarketerStatus', description: 'An Inactive marketer earns no commission and cannot use the marketer portal; their account and customer side are untouched.' });

export const ReferralStatus = Object.fromEntries(ReferralStatuses.map((s) => [s, s])) as { [K in ReferralStatusValue]: K };
registerEnumType(ReferralStatus, {
  name: 'ReferralStatus',
  description: 'Active: a savings plan is being paid. Completed: a plan was paid in full and none is under way. Pending: nothing paid yet.',
});

@ObjectType({ description: 'A commission rate from `changedAt` on.' })
export class MarketerRateChange {
  @Field(() => Float, { description: 'A fraction: 0.1 = 10 %.' })
  rate!: number;

  @Field()
  changedAt!: Date;

  @Field(() => String, { nullable: true, description: 'The admin who set it; null when set by the system (existing marketers got 10 % when records began).' })
  changedByName!: string | null;
}

/** Where a marketer (or an applicant) is and is found online: shared by Marketer and MarketerApplication. */
@ObjectType()
export abstract class MarketerPlaceFields {
  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => String, { nullable: true })
  city!: string | null;

  @Field(() => String, { nullable: true })
  state!: string | null;

  @Field(() => String, { nullable: true })
  postalCode!: string | null;

  @Field(() => String, { nullable: true })
  country!: string | null;

  @Field(() => String, { nullable: true })
  website!: string | null;

  @Field(() => String, { nullable: true })
  socialMediaHandle!: string | null;
}

@ObjectType({ description: "A marketer: the person's account details and their marketer record." })
export class Marketer extends MarketerPlaceFields {
  @Field(() => ID, { description: "The marketer's user id." })
  id!: string;

  @Field(() => ID)
  userId!: string;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field({ description: 'First and last name.' })
  name!: string;

  @Field()
  email!: string;

  @Field({ description: 'As stored: 234XXXXXXXXXX.' })
  phoneNumber!: string;

  @Field(() => String, { nullable: true })
  companyName!: string | null;

  @Field(() => Float, { description: 'The current rate, a fraction from 0 to 0.25 (0.1 = 10 %).' })
  commissionRate!: number;

  @Field(() => MarketerStatus)
  status!: MarketerStatusValue;

  @Field({ description: '8 characters without look-alikes; customers type it at sign-up.' })
  referralCode!: string;

  @Field({ description: 'PUBLIC_URL/register?ref=CODE' })
  referralLink!: string;

  @Field(() => Int, { description: 'Accounts registered with the referral code (or the marketer\'s user id, from the original links).' })
  totalCustomers!: number;

  @Field(() => GraphQLSafeInt, { description: 'Kobo the referred customers paid into their plans (an overpayment, owed back, left out), less payments reverted or refunded.' })
  totalSalesKobo!: number;

  @Field(() => GraphQLSafeInt, { description: "Kobo: the commission ledger's lifetime total, reversals netted (the portal's 'Lifetime earnings')." })
  totalCommissionKobo!: number;

  @Field(() => GraphQLSafeInt, { description: 'Kobo: commission earned in the current Lagos month, reversals made this month netted.' })
  currentMonthCommissionKobo!: number;

  @Field({ description: 'When the person became a marketer.' })
  registeredAt!: Date;

  @Field(() => [MarketerRateChange], { description: 'Every rate the marketer has had, newest first.' })
  rateHistory!: MarketerRateChange[];
}

@ObjectType()
export class MarketerPage extends PageOf(Marketer) {}

@ObjectType({ description: 'A customer who signed up with a marketer\'s referral code.' })
export class ReferredCustomer {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field()
  phoneNumber!: string;

  @Field()
  dateJoined!: Date;

  @Field(() => ReferralStatus)
  referralStatus!: ReferralStatusValue;

  @Field({ description: 'A savings plan is being paid.' })
  hasActivePlan!: boolean;
}

@ObjectType()
export class ReferredCustomerPage extends PageOf(ReferredCustomer) {}

export const MarketerResult = orErrorResult('MarketerResult', Marketer);

/** The optional place and online details of a marketer's (or an applicant's) form. */
@InputType()
export abstract class MarketerPlaceInput {
  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true })
  state?: string | null;

  @Field(() => String, { nullable: true })
  postalCode?: string | null;

  @Field(() => String, { nullable: true })
  country?: string | null;

  @Field(() => String, { nullable: true, description: 'A web address, e.g. www.example.ng.' })
  website?: string | null;

  @Field(() => String, { nullable: true })
  socialMediaHandle?: string | null;
}

/** Shape only: the rules (the user module's for the person, the marketer's for the rest) are the service's, shared with the legacy paths. */
@InputType({ description: 'The person (as on sign-up) and their business details; optional fields left out are empty.' })
export class UpdateMarketerInput extends MarketerPlaceInput {
  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field()
  email!: string;

  @Field({ description: 'A Nigerian mobile number, e.g. 0803 123 4567.' })
  phoneNumber!: string;

  @Field(() => String, { nullable: true })
  companyName?: string | null;
}

@InputType({ description: 'An existing account with this e-mail is promoted (keeps its password and details); otherwise a new account is created and e-mailed a link to set its password.' })
export class CreateMarketerInput extends UpdateMarketerInput {
  @Field(() => Float, { nullable: true, description: 'A fraction from 0 to 0.25 in steps of 0.001; 0.1 (10 %) when left out.' })
  commissionRate?: number | null;
}
