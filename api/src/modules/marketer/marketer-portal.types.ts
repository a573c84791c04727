import { Field, InputType, Int, ObjectType, registerEnumType, ID } from 'type-graphql';
import { orErrorResult } from '../../graphql/error-result';
import { PageOf } from '../../graphql/page';
import { CommissionSummary } from '../commission/commission.types';
import { MarketerApplicationStatuses, type MarketerApplicationStatus as MarketerApplicationStatusValue } from './marketer-application.entity';
import { Marketer, MarketerPlaceFields, MarketerPlaceInput, ReferredCustomer } from './marketer.types';

@ObjectType({ description: "What the marketer portal shows first: the marketer's record and figures." })
export class MarketerPortal {
  @Field(() => Marketer)
  marketer!: Marketer;

  @Field(() => CommissionSummary)
  summary!: CommissionSummary;

  @Field(() => Int, { description: 'Referred customers with a savings plan being paid.' })
  activeCustomers!: number;
}

export const ReferredCustomerResult = orErrorResult('ReferredCustomerResult', ReferredCustomer);

/** Shape only: the rules are the user module's (as on sign-up), with the address required. */
@InputType({ description: 'The customer a marketer registers; they are e-mailed a link to set their own password.' })
export class RegisterReferredCustomerInput {
  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field()
  email!: string;

  @Field({ description: 'A Nigerian mobile number, e.g. 0803 123 4567.' })
  phoneNumber!: string;

  @Field()
  address!: string;
}

export const MarketerApplicationStatus = Object.fromEntries(MarketerApplicationStatuses.map((s) => [s, s])) as { [K in MarketerApplicationStatusValue]: K };
registerEnumType(MarketerApplicationStatus, { name: 'MarketerApplicationStatus' });

@InputType({ description: 'The business details a marketer record holds; the person is the signed-in account.' })
export class MarketerApplicationInput extends MarketerPlaceInput {
  @Field()
  companyName!: string;
}

@ObjectType({ description: 'A request to become a marketer.' })
export class MarketerApplication extends MarketerPlaceFields {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  userId!: string;

  @Field()
  name!: string;

  @Field()
  email!: string;

  @Field()
  phoneNumber!: string;

  @Field()
  companyName!: string;

  @Field(() => MarketerApplicationStatus)
  status!: MarketerApplicationStatusValue;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  decidedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it was declined (or a note on approval).' })
  decisionReason!: string | null;
}

@ObjectType()
export class MarketerApplicationPage extends PageOf(MarketerApplication) {}

export const MarketerApplicationResult = orErrorResult('MarketerApplicationResult', MarketerApplication);
