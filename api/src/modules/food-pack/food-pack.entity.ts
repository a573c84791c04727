import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintKobo } from '../../common/money';
import type { FoodPackCategory } from './domain/pack-rules';

/**
 * A pack in the catalogue. Prices are kobo in BIGINT columns; savings and the daily rate are
 * derived, never stored. A deleted pack is retired (retired_at set), not removed, because
 * savings plans refer to it and keep the price they locked in. Times keep milliseconds, so
 * "oldest first" (the hero, the default order) is the order packs were really created in.
 */
@Entity('food_packs')
@Index('ix_food_packs_listing', ['retiredAt', 'available', 'createdAt'])
export class FoodPackRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /**
   * The whole-number id the legacy /api paths answer and accept (api/src/rest/legacy-ids.ts),
   * assigned by the database on insert (the legacy-numbers migration): never written by the
   * application, and unknown on a row object until it is read back.
   */
  @Column({ name: 'legacy_id', type: 'int', nullable: true, insert: false, update: false })
  legacyId?: number | null;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  /** The image's key in the image storage, served at /images/<key>. */
  @Column({ name: 'image_path', type: 'varchar', length: 200, nullable: true })
  imagePath!: string | null;

  @Column({ name: 'price_kobo', type: 'bigint', transformer: bigintKobo })
  priceKobo!: number;

  @Column({ name: 'original_price_kobo', type: 'bigint', transformer: bigintKobo })
  originalPriceKobo!: number;

  @Column({ name: 'duration_months', type: 'int' })
  durationMonths!: number;

  @Column({ type: 'varchar', length: 16 })
  category!: FoodPackCategory;

  @Column({ type: 'boolean' })
  featured!: boolean;

  @Column({ type: 'boolean' })
  available!: boolean;

  // No stock counter: a pack's stock is the stock feature's rows (stock_movements), summed when read.

  @Column({ name: 'created_by', type: 'varchar', length: 36, nullable: true })
  createdBy!: string | null;

  @Column({ name: 'updated_by', type: 'varchar', length: 36, nullable: true })
  updatedBy!: string | null;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'datetime', precision: 3 })
  updatedAt!: Date;

  @Column({ name: 'retired_at', type: 'datetime', precision: 3, nullable: true })
  retiredAt!: Date | null;
}

/** One line of a pack's contents ("50kg bag of rice"), in display order. */
@Entity('food_pack_items')
@Index('uq_food_pack_items_position', ['foodPackId', 'position'], { unique: true })
export class FoodPackItemRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /**
   * The whole-number id the legacy /api paths answer and accept (api/src/rest/legacy-ids.ts),
   * assigned by the database on insert (the legacy-numbers migration): never written by the
   * application, and unknown on a row object until it is read back.
   */
  @Column({ name: 'legacy_id', type: 'int', nullable: true, insert: false, update: false })
  legacyId?: number | null;

  @Column({ name: 'food_pack_id', type: 'varchar', length: 36 })
  foodPackId!: string;

  @Column({ type: 'int' })
  position!: number;

  @Column({ type: 'varchar', length: 200 })
  text!: string;
}
