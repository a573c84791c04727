import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { StockMovementKind } from './domain/stock-figures';

/**
 * One movement of a pack's stock, written once and never edited or deleted: the figures (on hand,
 * reserved, available) are sums over these rows (stock-figures.ts; the rows up to the pack's latest
 * closing summed once, in stock-closings.ts), so there is no counter to drift from the history, and
 * every figure can be explained row by row.
 */
@Entity('stock_movements')
@Index('ix_stock_movements_pack', ['foodPackId', 'at'])
@Index('ix_stock_movements_figures', ['foodPackId', 'kind', 'at', 'id', 'quantity'])
@Index('ix_stock_movements_plan', ['planId'])
export class StockMovementRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'food_pack_id', type: 'varchar', length: 36 })
  foodPackId!: string;

  @Column({ type: 'varchar', length: 16 })
  kind!: StockMovementKind;

  /** Signed for 'adjusted' (a count found short is negative), positive for every other kind. */
  @Column({ type: 'int' })
  quantity!: number;

  /** The plan a reservation, a release or a handover is for; null for stock received or adjusted. */
  @Column({ name: 'plan_id', type: 'varchar', length: 36, nullable: true })
  planId!: string | null;

  /** Why: required for an adjustment, an optional note for stock received. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  reason!: string | null;

  /** Who recorded it; null for the system (a plan's payment, a reversal). */
  @Column({ name: 'actor_id', type: 'varchar', length: 36, nullable: true })
  actorId!: string | null;

  @Column({ type: 'datetime', precision: 3 })
  at!: Date;
}
