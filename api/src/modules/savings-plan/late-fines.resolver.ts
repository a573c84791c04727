import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import type { LateFineView } from './late-fines.service';
import { WaiveLateFineResult } from './late-fines.types';

/** Waiving late fines: Admin only, here and again in the service. */
@Authorized('Admin')
@Resolver()
export class LateFineAdminResolver {
  @Mutation(() => WaiveLateFineResult, { description: 'Admin: the fine is no longer owed. Reason required (3-300 characters, one line); audited.' })
  waiveLateFine(@Arg('fineId', () => ID) fineId: string, @Arg('reason') reason: string, @Ctx() ctx: GraphQLContext): Promise<LateFineView | ErrorResult> {
    return asResult(() => ctx.services.lateFines.waive(ctx, fineId, reason));
  }
}
