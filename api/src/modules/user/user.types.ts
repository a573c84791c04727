import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Roles, UserStatuses, type Role as RoleValue, type UserStatus as UserStatusValue } from './user.entity';
import { orErrorResult } from '../../graphql/error-result';
import { PHONE_MESSAGE } from './domain/profile-rules';

export const Role = Object.fromEntries(Roles.map((r) => [r, r])) as { [K in RoleValue]: K };
export const UserStatus = Object.fromEntries(UserStatuses.map((s) => [s, s])) as { [K in UserStatusValue]: K };
registerEnumType(Role, { name: 'Role', description: 'What a user may do. A user may hold several.' });
registerEnumType(UserStatus, { name: 'UserStatus', description: 'A suspended user cannot sign in.' });

@ObjectType({ description: 'A person with an account.' })
export class User {
  @Field(() => ID)
  id!: string;

  @Field()
  firstName!: string;

  @Field()
  lastName!: string;

  @Field({ description: 'Lower-cased; unique across accounts.' })
  email!: string;

  @Field()
  phoneNumber!: string;

  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => UserStatus)
  status!: UserStatusValue;

  @Field(() => [Role])
  roles!: RoleValue[];

  @Field()
  registeredAt!: Date;

  @Field(() => String, { nullable: true, description: 'The referral code given at sign-up, if any.' })
  referralCode!: string | null;

  @Field({ description: "Payment reminders by e-mail (on by default). A plan's reminders must also be enabled on the plan." })
  emailReminders!: boolean;

  @Field({ description: "Payment reminders by SMS (on by default). A plan's reminders must also be enabled on the plan." })
  smsReminders!: boolean;
}

@InputType()
export class UpdateMyProfileInput {
  @Field()
  @MaxLength(100)
  @MinLength(1, { message: 'First name is required' })
  @IsString({ message: 'First name is required' })
  firstName!: string;

  @Field()
  @MaxLength(100)
  @MinLength(1, { message: 'Last name is required' })
  @IsString({ message: 'Last name is required' })
  lastName!: string;

  @Field()
  @MaxLength(254)
  @IsEmail({}, { message: 'Enter a valid email address' })
  email!: string;

  @Field()
  @MaxLength(30, { message: PHONE_MESSAGE })
  @MinLength(1, { message: 'Phone number is required' })
  @IsString({ message: 'Phone number is required' })
  phoneNumber!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(300)
  @IsString()
  @IsOptional()
  address?: string | null;
}

export const UserResult = orErrorResult('UserResult', User);

/** What the admin's people lists (adminUsers, usersWithoutPlans, marketers) are ordered by. */
export enum PersonSort {
  REGISTERED_AT = 'registeredAt',
  NAME = 'name',
  EMAIL = 'email',
}
registerEnumType(PersonSort, {
  name: 'PersonSort',
  description: 'REGISTERED_AT: when they registered (a marketer: became one); NAME: first, then last name; EMAIL. Each has an index that fits it.',
});
