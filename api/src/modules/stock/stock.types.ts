import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { orErrorResult } from '../../graphql/error-result';
import { PageOf } from '../../graphql/page';
import { STOCK_MOVEMENT_KINDS, type StockMovementKind as StockMovementKindValue } from './domain/stock-figures';

export const StockMovementKind = Object.fromEntries(STOCK_MOVEMENT_KINDS.map((k) => [k, k])) as { [K in StockMovementKindValue]: K };
registerEnumType(StockMovementKind, {
  name: 'StockMovementKind',
  description: 'received and adjusted (signed) change what is on hand; reserved (a plan paid in full), released (its fulfilment cancelled) and handedOver (the pack left the store) follow the plans.',
});

@ObjectType({ description: "A pack's stock, summed from its movements: on hand, reserved for plans paid in full, and available (negative when short)." })
export class PackStock {
  @Field(() => ID)
  foodPackId!: string;

  @Field()
  name!: string;

  @Field(() => Int, { description: 'Received and adjusted, less what was handed over.' })
  onHand!: number;

  @Field(() => Int, { description: 'Owed to plans paid in full and not yet handed over.' })
  reserved!: number;

  @Field(() => Int, { description: 'On hand less reserved; below 0 when more is owed than is in the store.' })
  available!: number;
}

@ObjectType({ description: 'One movement of a pack’s stock, written once.' })
export class StockMovement {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  foodPackId!: string;

  @Field(() => StockMovementKind)
  kind!: StockMovementKindValue;

  @Field(() => Int, { description: 'Signed for an adjustment; positive otherwise.' })
  quantity!: number;

  @Field(() => ID, { nullable: true, description: 'The plan a reservation, release or handover is for.' })
  planId!: string | null;

  @Field(() => String, { nullable: true, description: 'Why (an adjustment), or the note of stock received.' })
  reason!: string | null;

  @Field(() => String, { nullable: true, description: 'Who recorded it; null for the system (a payment, a refund, a handover’s own record).' })
  actorName!: string | null;

  @Field(() => Date)
  at!: Date;
}

@ObjectType()
export class StockMovementPage extends PageOf(StockMovement) {}

@InputType({ description: 'Packs delivered by a supplier.' })
export class RecordStockReceivedInput {
  @Field(() => ID)
  foodPackId!: string;

  @Field(() => Int, { description: '1 to 100,000.' })
  quantity!: number;

  @Field(() => String, { nullable: true, description: 'Optional: the delivery note, the supplier (at most 200 characters).' })
  note?: string | null;
}

@InputType({ description: 'A correction after a count: negative takes stock away.' })
export class AdjustStockInput {
  @Field(() => ID)
  foodPackId!: string;

  @Field(() => Int, { description: 'Non-zero, from −100,000 to 100,000.' })
  quantity!: number;

  @Field({ description: 'Why (3 to 200 characters): "2 damaged in the store".' })
  reason!: string;
}

export const PackStockResult = orErrorResult('PackStockResult', PackStock);
