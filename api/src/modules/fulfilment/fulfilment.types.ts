import { ArrayMaxSize, ArrayMinSize, IsString, MaxLength } from 'class-validator';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { orErrorResult } from '../../graphql/error-result';
import { PageOf } from '../../graphql/page';
import { FulfilmentStates, type FulfilmentState as FulfilmentStateValue } from '../savings-plan/domain/fulfilment-moves';
import { FulfilmentMethod } from '../savings-plan';
import type { FulfilmentMethod as FulfilmentMethodValue } from '../savings-plan/domain/plan-rules';

export const FulfilmentState = Object.fromEntries(FulfilmentStates.map((s) => [s, s])) as { [K in FulfilmentStateValue]: K };
registerEnumType(FulfilmentState, {
  name: 'FulfilmentState',
  description: 'A paid pack on its way: AwaitingDispatch → Scheduled → OutForDelivery → Delivered, or AwaitingDispatch → ReadyForPickup → Collected; Cancelled with a refund.',
});

/** The largest batch one request may schedule or make ready. */
export const MAX_BATCH = 100;

@InputType({ description: 'A delivery address in Lagos State.' })
export class DeliveryAddressInput {
  @Field({ description: 'House number and street.' })
  street!: string;

  @Field({ description: 'A landmark the rider can find: "opposite Shoprite".' })
  landmark!: string;

  @Field({ description: 'One of the 20 Lagos local government areas (lagosAreas).' })
  area!: string;
}

@InputType()
export class DeliveryQueueFilter {
  @Field(() => FulfilmentState, { nullable: true })
  state?: FulfilmentStateValue | null;

  @Field(() => FulfilmentMethod, { nullable: true })
  method?: FulfilmentMethodValue | null;

  @Field({ nullable: true, description: 'A Lagos local government area.' })
  area?: string;

  @Field({ nullable: true, description: "Part of the customer's name or phone number." })
  search?: string;

  @Field({ nullable: true, description: 'Only packs past their promised date and not handed over.' })
  lateOnly?: boolean;
}

@InputType()
export class ScheduleDeliveriesInput {
  @Field(() => [ID])
  @ArrayMinSize(1, { message: 'Choose at least one delivery' })
  @ArrayMaxSize(MAX_BATCH, { message: `At most ${MAX_BATCH} deliveries at a time` })
  fulfilmentIds!: string[];

  @Field({ description: 'The day, YYYY-MM-DD (a Lagos working day).' })
  date!: string;

  @Field(() => ID, { nullable: true, description: 'The dispatcher who takes them.' })
  riderId?: string | null;
}

@InputType()
export class HandOverInput {
  @Field(() => ID)
  fulfilmentId!: string;

  @Field({ description: 'The 6-digit code the customer gives.' })
  @IsString()
  @MaxLength(20)
  code!: string;
}

@InputType()
export class FulfilmentNoteInput {
  @Field(() => ID)
  fulfilmentId!: string;

  @Field({ description: 'Why: what happened at the door, or why the code could not be used.' })
  @IsString()
  @MaxLength(300, { message: 'At most 300 characters' })
  reason!: string;
}

@InputType()
export class ClosureDayInput {
  @Field({ description: 'YYYY-MM-DD.' })
  day!: string;

  @Field({ description: 'Why the office is closed: "Eid al-Fitr moved by a day".' })
  @IsString()
  @MaxLength(200, { message: 'At most 200 characters' })
  reason!: string;
}

@ObjectType({ description: 'A dispatcher (rider) as the console lists them.' })
export class Rider {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  @Field()
  phoneNumber!: string;
}

@ObjectType({ description: 'A rider as the customer sees them on the way: first name and phone.' })
export class RiderContact {
  @Field()
  firstName!: string;

  @Field()
  phoneNumber!: string;
}

/** What the console, the rider and the customer all see of a pack on its way. */
@ObjectType()
abstract class PackOnItsWay {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  planId!: string;

  @Field(() => FulfilmentMethod)
  method!: FulfilmentMethodValue;

  @Field(() => String, { nullable: true, description: 'Street; null for a pickup.' })
  street!: string | null;

  @Field(() => String, { nullable: true })
  landmark!: string | null;

  @Field(() => String, { nullable: true, description: 'The Lagos area.' })
  area!: string | null;

  @Field(() => FulfilmentState)
  state!: FulfilmentStateValue;

  @Field({ description: 'The Lagos working day the pack is promised by.' })
  promisedDate!: string;

  @Field({ description: 'Past its promised date and not handed over.' })
  late!: boolean;

  @Field(() => String, { nullable: true })
  scheduledFor!: string | null;

  @Field(() => Date, { nullable: true })
  handedOverAt!: Date | null;
}

@ObjectType({ description: 'A paid pack in the deliveries queue.' })
export class Delivery extends PackOnItsWay {
  @Field()
  customerName!: string;

  @Field()
  phoneNumber!: string;

  @Field()
  packName!: string;

  @Field(() => Rider, { nullable: true })
  rider!: Rider | null;

  @Field({ description: 'Too many wrong codes: only an admin override hands it over.' })
  handoverLocked!: boolean;

  @Field({ description: 'No stock for this pack: more is reserved than is on hand, and this plan is among the last to have reserved (first reserved, first served).' })
  stockShort!: boolean;
}

@ObjectType()
export class DeliveryPage extends PageOf(Delivery) {}

@ObjectType({ description: 'A stop on a run sheet: all a rider needs at the door, never the handover code.' })
export class RunSheetStop extends Delivery {
  @Field(() => [String], { description: "The pack's contents, a line each." })
  items!: string[];
}

@ObjectType({ description: 'One step of a pack on its way.' })
export class FulfilmentStep {
  @Field(() => FulfilmentState)
  state!: FulfilmentStateValue;

  @Field({ description: 'What happened, in words: "Scheduled for 2026-12-02".' })
  label!: string;

  @Field()
  at!: Date;
}

@ObjectType({ description: "The customer's view of their pack on its way." })
export class PackHandover extends PackOnItsWay {
  @Field(() => RiderContact, { nullable: true, description: 'While out for delivery.' })
  rider!: RiderContact | null;

  @Field(() => String, { nullable: true, description: 'The 6-digit code to give at the handover; only until then, only to the customer.' })
  code!: string | null;

  @Field({ description: 'The address may still change, or the method switch.' })
  canChange!: boolean;

  @Field(() => [FulfilmentStep], { description: 'Oldest first.' })
  timeline!: FulfilmentStep[];
}

@ObjectType({ description: 'Where pickups are collected.' })
export class PickupOffice {
  @Field()
  address!: string;

  @Field()
  hours!: string;

  @Field()
  phoneNumber!: string;
}

@ObjectType({ description: 'A day the office is closed beyond weekends and public holidays.' })
export class ClosureDay {
  @Field()
  day!: string;

  @Field()
  reason!: string;
}

@ObjectType({ description: 'A Nigerian public holiday the delivery promise skips.' })
export class PublicHoliday {
  @Field()
  day!: string;

  @Field()
  name!: string;
}

export const DeliveryResult = orErrorResult('DeliveryResult', Delivery);
export const PackHandoverResult = orErrorResult('PackHandoverResult', PackHandover);
export const ClosureDayResult = orErrorResult('ClosureDayResult', ClosureDay);
