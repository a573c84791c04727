import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A pack's stock closed up to a point, written once and never edited (stock-closings.ts): the
 * per-kind totals of every movement of the pack whose id sorts before `beforeId`. A pack's figures
 * are its latest closing (highest `number`) plus its movements from `beforeId` on, so reading them
 * costs the movements since the last closing, not the pack's whole history.
 *
 * `number` counts a pack's closings from 1: two runs that close the same pack at once both try the
 * next number, and the unique key lets one of them write.
 */
@Entity('stock_closings')
@Index('ux_stock_closings_pack_number', ['foodPackId', 'number'], { unique: true })
export class StockClosingRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ name: 'food_pack_id', type: 'varchar', length: 36 })
  foodPackId!: string;

  @Column({ type: 'int' })
  number!: number;

  /** Covers the pack's movements with an id before this one (ids are UUID v7: time-ordered). */
  @Column({ name: 'before_id', type: 'varchar', length: 36 })
  beforeId!: string;

  /** How many movements it covers: a check can count them again. */
  @Column({ type: 'int' })
  movements!: number;

  @Column({ type: 'int' })
  received!: number;

  @Column({ type: 'int' })
  adjusted!: number;

  @Column({ type: 'int' })
  reserved!: number;

  @Column({ type: 'int' })
  released!: number;

  @Column({ name: 'handed_over', type: 'int' })
  handedOver!: number;

  @Column({ name: 'closed_at', type: 'datetime', precision: 3 })
  closedAt!: Date;
}
