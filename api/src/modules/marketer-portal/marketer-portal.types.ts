import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { orErrorResult } from '../../graphql/error-result';
import { CommissionSummary } from '../commission';
import { Marketer, ReferredCustomer } from '../marketer';

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
