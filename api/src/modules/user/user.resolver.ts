import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import type { UserService, UserView } from './user.service';
import { UpdateMyProfileInput, User, UserResult } from './user.types';

@Resolver(() => User)
export class UserResolver {
  constructor(private readonly users: UserService) {}

  @Authorized()
  @Query(() => User, { description: 'The signed-in user.' })
  me(@Ctx() ctx: GraphQLContext): Promise<UserView> {
    return this.users.me(ctx);
  }

  @Authorized()
  @Mutation(() => UserResult, { description: 'Change your own personal details.' })
  updateMyProfile(@Arg('input') input: UpdateMyProfileInput, @Ctx() ctx: GraphQLContext): Promise<UserView | ErrorResult> {
    return asResult(() => this.users.updateMyProfile(ctx, input));
  }

  @Authorized()
  @Mutation(() => UserResult, { description: 'Turn your payment reminders by e-mail and by SMS on or off (both on by default).' })
  setReminderChannels(@Arg('email') email: boolean, @Arg('sms') sms: boolean, @Ctx() ctx: GraphQLContext): Promise<UserView | ErrorResult> {
    return asResult(() => this.users.setReminderChannels(ctx, { email, sms }));
  }
}
