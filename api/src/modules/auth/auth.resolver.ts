import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import { LOGGED_OUT_MESSAGE, RESET_SENT_MESSAGE, type AuthSession } from './auth.service';
import { Ack, AckResult } from '../../graphql/ack';
import { AuthResult, ChangeMyPasswordInput, LoginInput, RegisterInput, ResetPasswordInput } from './auth.types';
import type { AuthService } from './auth.service';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => AuthResult, { description: 'Create a customer account and sign in.' })
  register(@Arg('input') input: RegisterInput, @Ctx() ctx: GraphQLContext): Promise<AuthSession | ErrorResult> {
    return asResult(() => this.auth.register(ctx, input));
  }

  @Mutation(() => AuthResult, { description: 'Sign in with e-mail and password.' })
  login(@Arg('input') input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<AuthSession | ErrorResult> {
    return asResult(() => this.auth.login(ctx, input));
  }

  @Authorized()
  @Mutation(() => AckResult)
  changeMyPassword(@Arg('input') input: ChangeMyPasswordInput, @Ctx() ctx: GraphQLContext): Promise<Ack | ErrorResult> {
    return asResult(async () => {
      await this.auth.changeMyPassword(ctx, input);
      return { ok: true, message: 'Your password has been changed' };
    });
  }

  @Mutation(() => Ack, { description: 'Sign out on every device: all session tokens of this user stop working.' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<Ack> {
    await this.auth.logout(ctx);
    return { ok: true, message: LOGGED_OUT_MESSAGE };
  }

  @Mutation(() => Ack, { description: 'Always answers the same, whether or not the e-mail has an account.' })
  async requestPasswordReset(@Arg('email') email: string, @Ctx() ctx: GraphQLContext): Promise<Ack> {
    await this.auth.requestPasswordReset(ctx, email);
    return { ok: true, message: RESET_SENT_MESSAGE };
  }

  @Mutation(() => AckResult)
  resetPassword(@Arg('input') input: ResetPasswordInput, @Ctx() ctx: GraphQLContext): Promise<Ack | ErrorResult> {
    return asResult(async () => {
      await this.auth.resetPassword(ctx, input);
      return { ok: true, message: 'You can now log in with your new password.' };
    });
  }
}
