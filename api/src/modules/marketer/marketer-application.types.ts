import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { orErrorResult } from '../../graphql/error-result';
import { PageOf } from '../../graphql/page';
import { MarketerApplicationStatuses, type MarketerApplicationStatus as MarketerApplicationStatusValue } from './marketer-application.entity';
import { MarketerPlaceFields, MarketerPlaceInput } from './marketer.types';

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
