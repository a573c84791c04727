import { Arg, Authorized, Ctx, Float, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { SortDirection } from '../../graphql/sort-direction';
import { PersonSort } from '../user';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from '../../common/list-query';
import type { GraphQLContext } from '../../graphql/context';
import { pagedCost } from '../../graphql/complexity';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import type { MarketerStatus as MarketerStatusValue } from './marketer.entity';
import type { MarketerPage as MarketerPageValue, MarketerView, ReferredCustomerPageView } from './marketer.service';
import { CreateMarketerInput, Marketer, MarketerPage, MarketerResult, MarketerStatus, ReferredCustomerPage, UpdateMarketerInput } from './marketer.types';
import type { MarketerService } from './marketer.service';

const paged = pagedCost('pageSize', { default: ADMIN_PAGE_SIZE, max: MAX_ADMIN_PAGE_SIZE });

/** Managing marketers: Admin only, here and again in the service. */
@Authorized('Admin')
@Resolver()
export class MarketerAdminResolver {
  constructor(private readonly marketerService: MarketerService) {}

  @Query(() => MarketerPage, {
    description:
      'Marketers, newest first unless `sort`/`direction` say otherwise (name and e-mail run A to Z by default), 10 a page by default (at most 100); search matches name, e-mail, phone, company and referral code.',
    complexity: paged,
  })
  marketers(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: ADMIN_PAGE_SIZE }) pageSize?: number,
    @Arg('sort', () => PersonSort, { nullable: true, defaultValue: PersonSort.REGISTERED_AT }) sort?: PersonSort,
    @Arg('direction', () => SortDirection, { nullable: true }) direction?: SortDirection | null,
  ): Promise<MarketerPageValue> {
    return this.marketerService.list(ctx, { search, page, pageSize, sort, direction });
  }

  @Query(() => Marketer, { nullable: true, description: 'One marketer by user id; null when there is none.' })
  marketer(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MarketerView | null> {
    return this.marketerService.get(ctx, id);
  }

  @Query(() => ReferredCustomerPage, {
    description: "The customers a marketer referred (by code, or by user id from the original links), newest first; an unknown marketer is a BAD_USER_INPUT error with errorCode NOT_FOUND.",
    complexity: paged,
  })
  marketerCustomers(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: ADMIN_PAGE_SIZE }) pageSize?: number,
  ): Promise<ReferredCustomerPageView> {
    return this.marketerService.customers(ctx, id, search, page, pageSize);
  }

  @Mutation(() => MarketerResult)
  createMarketer(@Arg('input') input: CreateMarketerInput, @Ctx() ctx: GraphQLContext): Promise<MarketerView | ErrorResult> {
    return asResult(() => this.marketerService.create(ctx, input));
  }

  @Mutation(() => MarketerResult)
  updateMarketer(@Arg('id', () => ID) id: string, @Arg('input') input: UpdateMarketerInput, @Ctx() ctx: GraphQLContext): Promise<MarketerView | ErrorResult> {
    return asResult(() => this.marketerService.update(ctx, id, input));
  }

  @Mutation(() => MarketerResult, { description: 'A fraction from 0 to 0.25 in steps of 0.001, from now on; the earlier rates are kept in rateHistory.' })
  setMarketerCommissionRate(@Arg('id', () => ID) id: string, @Arg('rate', () => Float) rate: number, @Ctx() ctx: GraphQLContext): Promise<MarketerView | ErrorResult> {
    return asResult(() => this.marketerService.setCommissionRate(ctx, id, rate));
  }

  @Mutation(() => MarketerResult)
  setMarketerStatus(@Arg('id', () => ID) id: string, @Arg('status', () => MarketerStatus) status: MarketerStatusValue, @Ctx() ctx: GraphQLContext): Promise<MarketerView | ErrorResult> {
    return asResult(() => this.marketerService.setStatus(ctx, id, status));
  }
}
