import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { orErrorResult } from '../../graphql/error-result';
import type { Role as RoleValue } from '../../common/roles';
import { Role, UpdateMyProfileInput, UserStatus, type UserStatusValue as UserStatusValue } from '../user';
import { PageOf } from '../../graphql/page';


@ObjectType({ description: 'A user as the admin console lists them.' })
export class AdminUser {
  @Field(() => ID)
  id!: string;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field({ description: 'First and last name.' })
  fullName!: string;

  @Field()
  email!: string;

  @Field({ description: '234XXXXXXXXXX; empty for a deactivated user.' })
  phoneNumber!: string;

  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => [Role], { description: 'Highest first: the first is the primary role, the one createUser/updateUser set.' })
  roles!: RoleValue[];

  @Field(() => UserStatus)
  status!: UserStatusValue;

  @Field()
  registeredAt!: Date;

  @Field({ description: 'True while the user has an Active savings plan.' })
  hasPlanUnderWay!: boolean;

  @Field({ description: 'A savings plan or a payment is on record (a plan not paid yet counts: its checkout may still be paid), so deleteUser deactivates the account instead of deleting it.' })
  hasMoneyOnRecord!: boolean;
}

@ObjectType()
export class AdminUserPage extends PageOf(AdminUser) {}

@ObjectType({ description: 'What deleteUser did.' })
export class DeletedUser {
  @Field(() => ID)
  id!: string;

  @Field({ description: "'Deleted', or 'Deactivated' when plans or payments are on record: suspended, personal details removed, money records kept." })
  outcome!: string;
}

/** The profile fields and their rules are the user's own profile form's; the admin also sets the primary role. */
@InputType()
export class UpdateUserInput extends UpdateMyProfileInput {
  @Field(() => Role, { description: 'The primary role: roles above it are removed, it is added, lower ones are kept.' })
  role!: RoleValue;
}

@InputType()
export class CreateUserInput extends UpdateMyProfileInput {
  @Field(() => Role, { defaultValue: 'Customer', description: 'The one role the new account holds.' })
  role!: RoleValue;

  @Field(() => UserStatus, { defaultValue: 'Active', description: 'Only an Active account is sent its set-password e-mail.' })
  status!: UserStatusValue;
}

export const AdminUserResult = orErrorResult('AdminUserResult', AdminUser);
export const DeleteUserResult = orErrorResult('DeleteUserResult', DeletedUser);
