import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import { UserResult } from '../auth/auth.types';
import type { UserView } from './user.service';
import { UpdateMyProfileInput, User } from './user.types';

@Resolver(() => User)
export class UserResolver {
  @Authorized()
  @Query(() => User, { description: 'The signed-in user.' })
  me(@Ctx() ctx: GraphQLContext): Promise<UserView> {
    return ctx.services.users.me(ctx);
  }

  @Authorized()
  @Mutation(() => UserResult, { description: 'Change your own personal details.' })
  updateMyProfile(@Arg('input') input: UpdateMyProfileInput, @Ctx() ctx: GraphQLContext): Promise<UserView | ErrorResult> {
    return asResult(() => ctx.services.users.updateMyProfile(ctx, input));
  }

  @Authorized()
  @Mutation(() => UserResult, { description: 'Turn your payment reminders by e-mail and by SMS on or off (both on by default).' })
  setReminderChannels(@Arg('email') email: boolean, @Arg('sms') sms: boolean, @Ctx() ctx: GraphQLContext): Promise<UserView | ErrorResult> {
    return asResult(() => ctx.services.users.setReminderChannels(ctx, { email, sms }));
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description: 'Whether their marketer portal is open: true for an Active marketer, false for an Inactive one (the portal refuses them), null for someone who is not a marketer.',
  })
  marketerActive(@Root() user: UserView, @Ctx() ctx: GraphQLContext): Promise<boolean | null> | null {
    return user.roles.includes('Marketer') ? ctx.services.marketers.portalOpen(ctx.manager, user.id) : null;
  }
}
