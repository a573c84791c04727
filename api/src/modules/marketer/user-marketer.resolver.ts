import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { User, type UserView } from '../user';
import type { MarketerService } from './marketer.service';

/** What the marketer feature adds to a signed-in user. */
@Resolver(() => User)
export class UserMarketerResolver {
  constructor(private readonly marketers: MarketerService) {}

  @FieldResolver(() => Boolean, {
    nullable: true,
    description: 'Whether their marketer portal is open: true for an Active marketer, false for an Inactive one (the portal refuses them), null for someone who is not a marketer.',
  })
  marketerActive(@Root() user: UserView, @Ctx() ctx: GraphQLContext): Promise<boolean | null> | null {
    return user.roles.includes('Marketer') ? this.marketers.portalOpen(ctx.manager, user.id) : null;
  }
}
