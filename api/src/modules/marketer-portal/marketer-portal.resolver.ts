import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from '../../common/list-query';
import type { GraphQLContext } from '../../graphql/context';
import { pagedCost } from '../../graphql/complexity';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import { Commission, type CommissionLine, CustomerCommissions, CustomerCommissionsPage, type CustomerCommissionsPageView, type CustomerCommissionsView } from '../commission';
import type { MarketerPortalView } from './marketer-portal.service';
import { MarketerPortal, ReferredCustomerResult, RegisterReferredCustomerInput } from './marketer-portal.types';
import { ReferredCustomerPage, type ReferredCustomerPageView, type ReferredCustomerView } from '../marketer';
import type { MarketerPortalService } from './marketer-portal.service';

const paged = pagedCost('pageSize', { default: ADMIN_PAGE_SIZE, max: MAX_ADMIN_PAGE_SIZE });

/** The marketer's own portal: Marketer role only, here and again in the service, which also refuses an Inactive marketer (FORBIDDEN); every answer is about the caller. */
@Authorized('Marketer')
@Resolver()
export class MarketerPortalResolver {
  constructor(private readonly marketerPortal: MarketerPortalService) {}

  @Query(() => MarketerPortal, { description: "The signed-in marketer's record, commission figures and active customers." })
  myMarketerProfile(@Ctx() ctx: GraphQLContext): Promise<MarketerPortalView> {
    return this.marketerPortal.profile(ctx);
  }

  @Query(() => ReferredCustomerPage, { description: 'The customers the signed-in marketer referred, newest first; search matches name, e-mail and phone.', complexity: paged })
  myReferredCustomers(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: ADMIN_PAGE_SIZE }) pageSize?: number,
  ): Promise<ReferredCustomerPageView> {
    return this.marketerPortal.customers(ctx, search, page, pageSize);
  }

  @Query(() => CustomerCommissionsPage, { description: "The signed-in marketer's commission by customer, biggest total first; customerId narrows it to one.", complexity: paged })
  myCommissions(
    @Ctx() ctx: GraphQLContext,
    @Arg('customerId', () => ID, { nullable: true }) customerId?: string | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: ADMIN_PAGE_SIZE }) pageSize?: number,
  ): Promise<CustomerCommissionsPageView> {
    return this.marketerPortal.commissions(ctx, { customerId, page, pageSize });
  }

  @Mutation(() => ReferredCustomerResult, { description: 'A customer account linked to the signed-in marketer; its owner is e-mailed a link to set a password.' })
  registerReferredCustomer(@Arg('input') input: RegisterReferredCustomerInput, @Ctx() ctx: GraphQLContext): Promise<ReferredCustomerView | ErrorResult> {
    return asResult(() => this.marketerPortal.registerCustomer(ctx, input));
  }
}

@Resolver(() => CustomerCommissions)
export class CustomerCommissionsResolver {
  constructor(private readonly marketerPortal: MarketerPortalService) {}

  @FieldResolver(() => [Commission], { description: 'Each line, newest first (ask for it for one customer: myCommissions(customerId: …)).' })
  commissions(@Root() row: CustomerCommissionsView, @Ctx() ctx: GraphQLContext): Promise<CommissionLine[]> {
    return this.marketerPortal.commissionLines(ctx, row.marketerId, row.customerId);
  }
}
