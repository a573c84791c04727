import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ADMIN_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE } from '../../common/list-query';
import type { GraphQLContext } from '../../graphql/context';
import { pagedCost } from '../../graphql/complexity';
import { asResult, type ErrorResult } from '../../graphql/error-result';
import { LAGOS_LGAS } from '../savings-plan/domain/lagos-address';
import { NIGERIAN_HOLIDAYS } from '../savings-plan/domain/nigerian-holidays';
import type { DeliveryView, RunSheetStopView } from './delivery-queue';
import type { FulfilmentService, PackHandoverView } from './fulfilment.service';
import {
  ClosureDay,
  ClosureDayInput,
  ClosureDayResult,
  Delivery,
  DeliveryAddressInput,
  DeliveryPage,
  DeliveryQueueFilter,
  DeliveryResult,
  FulfilmentNoteInput,
  HandOverInput,
  PackHandover,
  PackHandoverResult,
  PickupOffice,
  PublicHoliday,
  Rider,
  RunSheetStop,
  ScheduleDeliveriesInput,
} from './fulfilment.types';

const paged = pagedCost('pageSize', { default: ADMIN_PAGE_SIZE, max: MAX_ADMIN_PAGE_SIZE });

/** Facts anyone may read: where pickups happen, the Lagos areas delivered to, the public holidays skipped. */
@Resolver()
export class FulfilmentFactsResolver {
  constructor(private readonly fulfilment: FulfilmentService) {}

  @Query(() => PickupOffice, { description: 'Where pickups are collected.' })
  pickupOffice(): PickupOffice {
    return this.fulfilment.pickupOffice;
  }

  @Query(() => [String], { description: 'The 20 Lagos State local government areas a delivery may go to.' })
  lagosAreas(): readonly string[] {
    return LAGOS_LGAS;
  }

  @Query(() => [PublicHoliday], { description: 'The Nigerian public holidays the delivery promise skips (2026 and 2027).' })
  publicHolidays(): PublicHoliday[] {
    return NIGERIAN_HOLIDAYS.map((h) => ({ day: h.date, name: h.name }));
  }
}

/** The customer's own pack: only their plans (another's plan is not found). */
@Authorized()
@Resolver()
export class PackHandoverResolver {
  constructor(private readonly fulfilment: FulfilmentService) {}

  @Query(() => PackHandover, { nullable: true, description: 'The signed-in customer’s pack on its way (null until the plan is paid in full), with its handover code.' })
  myPackHandover(@Arg('planId', () => ID) planId: string, @Ctx() ctx: GraphQLContext): Promise<PackHandoverView | null> {
    return this.fulfilment.myHandover(ctx, planId);
  }

  @Mutation(() => PackHandoverResult, { description: 'A new Lagos delivery address until the pack leaves; a pickup becomes a delivery.' })
  changeDeliveryAddress(@Arg('planId', () => ID) planId: string, @Arg('address') address: DeliveryAddressInput, @Ctx() ctx: GraphQLContext): Promise<PackHandoverView | ErrorResult> {
    return asResult(() => this.fulfilment.changeAddress(ctx, planId, address));
  }

  @Mutation(() => PackHandoverResult, { description: 'Collect the pack from the office instead, until it leaves.' })
  switchToPickup(@Arg('planId', () => ID) planId: string, @Ctx() ctx: GraphQLContext): Promise<PackHandoverView | ErrorResult> {
    return asResult(() => this.fulfilment.switchToPickup(ctx, planId));
  }
}

/** The console's Deliveries tab: Admin only. */
@Authorized('Admin')
@Resolver()
export class DeliveryAdminResolver {
  constructor(private readonly fulfilment: FulfilmentService) {}

  @Query(() => DeliveryPage, { description: 'Paid packs by promised date; without a state, those not yet handed over.', complexity: paged })
  deliveries(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => DeliveryQueueFilter, { nullable: true }) filter?: DeliveryQueueFilter | null,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true, defaultValue: ADMIN_PAGE_SIZE }) pageSize?: number,
  ): Promise<{ items: DeliveryView[]; totalCount: number; page: number; pageSize: number }> {
    return this.fulfilment.deliveries(ctx, filter ?? {}, page, pageSize);
  }

  @Query(() => [Rider], { description: 'The active dispatchers.' })
  riders(@Ctx() ctx: GraphQLContext): Promise<Rider[]> {
    return this.fulfilment.riders(ctx);
  }

  @Query(() => [RunSheetStop], { description: "A day's deliveries with what each pack holds; never a handover code." })
  runSheet(@Arg('date') date: string, @Ctx() ctx: GraphQLContext, @Arg('riderId', () => ID, { nullable: true }) riderId?: string | null): Promise<RunSheetStopView[]> {
    return this.fulfilment.runSheet(ctx, date, riderId);
  }

  @Query(() => [ClosureDay], { description: 'Closure days from 30 days ago on.' })
  closureDays(@Ctx() ctx: GraphQLContext): Promise<ClosureDay[]> {
    return this.fulfilment.closureDays(ctx);
  }

  @Mutation(() => [Delivery], { description: 'Schedules deliveries for a working day (all or none), with a rider if given.' })
  async scheduleDeliveries(@Arg('input') input: ScheduleDeliveriesInput, @Ctx() ctx: GraphQLContext): Promise<DeliveryView[]> {
    return this.fulfilment.schedule(ctx, input);
  }

  @Mutation(() => DeliveryResult)
  assignRider(@Arg('fulfilmentId', () => ID) fulfilmentId: string, @Arg('riderId', () => ID) riderId: string, @Ctx() ctx: GraphQLContext): Promise<DeliveryView | ErrorResult> {
    return asResult(() => this.fulfilment.assignRider(ctx, fulfilmentId, riderId));
  }

  @Mutation(() => [Delivery], { description: 'Pickups ready at the office (all or none): each customer is told.' })
  markReadyForPickup(@Arg('fulfilmentIds', () => [ID]) fulfilmentIds: string[], @Ctx() ctx: GraphQLContext): Promise<DeliveryView[]> {
    return this.fulfilment.readyForPickup(ctx, fulfilmentIds);
  }

  @Mutation(() => DeliveryResult, { description: 'Completes a handover locked by wrong codes; the reason is audited.' })
  overrideHandover(@Arg('input') input: FulfilmentNoteInput, @Ctx() ctx: GraphQLContext): Promise<DeliveryView | ErrorResult> {
    return asResult(() => this.fulfilment.overrideHandover(ctx, input.fulfilmentId, input.reason));
  }

  @Mutation(() => ClosureDayResult, { description: 'A day the office is closed: promises made from now on skip it.' })
  addClosureDay(@Arg('input') input: ClosureDayInput, @Ctx() ctx: GraphQLContext): Promise<ClosureDay | ErrorResult> {
    return asResult(() => this.fulfilment.addClosureDay(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'False when it was not a closure day.' })
  removeClosureDay(@Arg('day') day: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return this.fulfilment.removeClosureDay(ctx, day);
  }
}

/** What a rider does at the door, and the admin at the pickup desk: the service lets a dispatcher touch only their own deliveries. */
@Authorized('Admin', 'Dispatcher')
@Resolver()
export class HandoverResolver {
  constructor(private readonly fulfilment: FulfilmentService) {}

  @Authorized('Dispatcher')
  @Query(() => [RunSheetStop], { description: "The signed-in dispatcher's deliveries for today." })
  myRounds(@Ctx() ctx: GraphQLContext): Promise<RunSheetStopView[]> {
    return this.fulfilment.myRounds(ctx);
  }

  @Mutation(() => DeliveryResult, { description: 'The pack leaves with its rider: the customer is told who is coming.' })
  dispatchDelivery(@Arg('fulfilmentId', () => ID) fulfilmentId: string, @Ctx() ctx: GraphQLContext): Promise<DeliveryView | ErrorResult> {
    return asResult(() => this.fulfilment.dispatch(ctx, fulfilmentId));
  }

  @Mutation(() => DeliveryResult, { description: 'Delivered or collected, on the code the customer gives.' })
  handOverPack(@Arg('input') input: HandOverInput, @Ctx() ctx: GraphQLContext): Promise<DeliveryView | ErrorResult> {
    return asResult(() => this.fulfilment.handOver(ctx, input.fulfilmentId, input.code));
  }

  @Mutation(() => DeliveryResult, { description: 'A delivery that could not be made, with why: it goes back to be scheduled again.' })
  recordFailedDelivery(@Arg('input') input: FulfilmentNoteInput, @Ctx() ctx: GraphQLContext): Promise<DeliveryView | ErrorResult> {
    return asResult(() => this.fulfilment.failAttempt(ctx, input.fulfilmentId, input.reason));
  }
}
