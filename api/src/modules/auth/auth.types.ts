import { Field, InputType, ObjectType } from 'type-graphql';
import { IsBoolean, IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { orErrorResult } from '../../graphql/error-result';
import { UpdateMyProfileInput, User } from '../user';

@ObjectType({ description: 'A signed-in session: send the token as `Authorization: Bearer <token>`.' })
export class AuthPayload {
  @Field()
  token!: string;

  @Field()
  expiresAt!: Date;

  @Field(() => User)
  user!: User;
}

export const AuthResult = orErrorResult('AuthResult', AuthPayload);

@InputType()
export class RegisterInput extends UpdateMyProfileInput {
  @Field()
  @MaxLength(200)
  @IsString()
  password!: string;

  @Field(() => String, { nullable: true, description: 'A marketer\'s referral code, from /register?ref=CODE.' })
  @MaxLength(64)
  @IsString()
  @IsOptional()
  referralCode?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'The person ticked "I am 18 or older" (the Terms\' minimum age). Required: without `true`, an ErrorResult names the field.' })
  @IsBoolean()
  @IsOptional()
  confirmedAdult?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'The person ticked "I agree to the Terms and Conditions". Required: without `true`, an ErrorResult names the field. The account records the Terms version and the time.' })
  @IsBoolean()
  @IsOptional()
  acceptTerms?: boolean | null;
}

@InputType()
export class LoginInput {
  @Field()
  @MaxLength(254)
  @MinLength(1, { message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  email!: string;

  @Field()
  @MaxLength(200)
  @MinLength(1, { message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password!: string;
}

@InputType()
export class ChangeMyPasswordInput {
  @Field()
  @MaxLength(200)
  @IsString()
  currentPassword!: string;

  @Field()
  @MaxLength(200)
  @IsString()
  newPassword!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field()
  @IsEmail({}, { message: 'Enter a valid email address' })
  email!: string;

  @Field()
  @MaxLength(200)
  @MinLength(1, { message: 'Reset token is required' })
  @IsString({ message: 'Reset token is required' })
  token!: string;

  @Field()
  @MaxLength(200)
  @IsString()
  newPassword!: string;
}
