import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from '../../common/list-query';
import type { GraphQLContext } from '../../graphql/context';
import { pagedCost } from '../../graphql/complexity';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import type { AdminUserPage as AdminUserPageValue, AdminUserView, DeletedUserView } from './user-admin.service';
import { SortDirection } from '../../graphql/sort-direction';
import { AdminUserPage, AdminUserResult, CreateUserInput, DeleteUserResult, UpdateUserInput } from './user-admin.types';
import { PersonSort, UserStatus, type UserStatusValue as UserStatusValue } from '../user';
import type { UserAdminService } from './user-admin.service';

const paged = pagedCost('pageSize', { default: ADMIN_PAGE_SIZE, max: MAX_ADMIN_PAGE_SIZE });

/** The console's Users tab: Admin only, here and again in the service. */
@Authorized('Admin')
@Resolver()
export class UserAdminResolver {
  constructor(private readonly userAdmin: UserAdminService) {}

  @Query(() => AdminUserPage, {
    description:
      'Every user, newest first unless `sort`/`direction` say otherwise (name and e-mail run A to Z by default), 10 a page by default (at most 100). `search` matches first, last and full name, e-mail, phone (0803… or 234803…) and role name.',
    complexity: paged,
  })
  adminUsers(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: ADMIN_PAGE_SIZE }) pageSize?: number,
    @Arg('sort', () => PersonSort, { nullable: true, defaultValue: PersonSort.REGISTERED_AT }) sort?: PersonSort,
    @Arg('direction', () => SortDirection, { nullable: true }) direction?: SortDirection | null,
  ): Promise<AdminUserPageValue> {
    return this.userAdmin.list(ctx, { search, page, pageSize, sort, direction });
  }

  @Query(() => AdminUserPage, {
    description: 'Active customers (Customer is their only role) with no plan under way (no Active plan), newest first; the same search and sorts as adminUsers.',
    complexity: paged,
  })
  usersWithoutPlans(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: ADMIN_PAGE_SIZE }) pageSize?: number,
    @Arg('sort', () => PersonSort, { nullable: true, defaultValue: PersonSort.REGISTERED_AT }) sort?: PersonSort,
    @Arg('direction', () => SortDirection, { nullable: true }) direction?: SortDirection | null,
  ): Promise<AdminUserPageValue> {
    return this.userAdmin.withoutPlans(ctx, { search, page, pageSize, sort, direction });
  }

  @Mutation(() => AdminUserResult, { description: 'An account with no usable password; an Active one is e-mailed a 72-hour link to set its own.' })
  createUser(@Arg('input') input: CreateUserInput, @Ctx() ctx: GraphQLContext): Promise<AdminUserView | ErrorResult> {
    return asResult(() => this.userAdmin.create(ctx, input));
  }

  @Mutation(() => AdminUserResult, { description: "Replaces the user's details and sets their primary role. The last active admin cannot be demoted (LAST_ADMIN)." })
  updateUser(@Arg('id', () => ID) id: string, @Arg('input') input: UpdateUserInput, @Ctx() ctx: GraphQLContext): Promise<AdminUserView | ErrorResult> {
    return asResult(() => this.userAdmin.update(ctx, id, input));
  }

  @Mutation(() => AdminUserResult, {
    description: 'Suspended: signed out at once everywhere and unable to sign in. Not yourself (SELF_ACTION), not the last active admin (LAST_ADMIN).',
  })
  setUserStatus(@Arg('id', () => ID) id: string, @Arg('status', () => UserStatus) status: UserStatusValue, @Ctx() ctx: GraphQLContext): Promise<AdminUserView | ErrorResult> {
    return asResult(() => this.userAdmin.setStatus(ctx, id, status));
  }

  @Mutation(() => DeleteUserResult, {
    description: 'Deletes the account; with savings plans or payments on record it is deactivated instead (outcome). Not yourself, not the last active admin.',
  })
  deleteUser(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<DeletedUserView | ErrorResult> {
    return asResult(() => this.userAdmin.remove(ctx, id));
  }
}
