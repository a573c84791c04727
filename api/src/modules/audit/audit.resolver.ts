import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { pagedCost } from '../../graphql/complexity';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from '../../common/list-query';
import { AuditActions } from './actions';
import type { AuditEntryPage as AuditEntryPageValue } from './audit.service';
import { AdminActivityFilter, AuditEntryPage } from './audit.types';
import type { AuditService } from './audit.service';

/** The console's Activity view: Admin only, here and again in the service. */
@Authorized('Admin')
@Resolver()
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @Query(() => AuditEntryPage, {
    description: 'Admin changes, newest first, 10 a page by default (at most 100).',
    complexity: pagedCost('pageSize', { default: ADMIN_PAGE_SIZE, max: MAX_ADMIN_PAGE_SIZE }),
  })
  adminActivity(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => AdminActivityFilter, { nullable: true }) filter?: AdminActivityFilter | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: ADMIN_PAGE_SIZE }) pageSize?: number,
  ): Promise<AuditEntryPageValue> {
    return this.audit.list(ctx, filter ?? {}, page, pageSize);
  }

  @Query(() => [String], { description: "The actions the audit trail records: the Activity view's filter." })
  auditActions(): readonly string[] {
    return AuditActions;
  }
}
