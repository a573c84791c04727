import type { EntityManager } from 'typeorm';

/**
 * Port: a pack's stock, which the stock feature (a layer above, since it follows the plans) keeps as
 * rows written once. The catalogue needs it for the pack's `inventory` field, which the original
 * clients and the pack form still read and send: read, it is the stock on hand; sent, it is taken
 * as the count the admin wants on hand. services.ts connects the stock feature's implementation.
 */
export interface PackStock {
  /** Each pack's stock on hand (0 for a pack with no rows), in one query. */
  onHand(m: EntityManager, packIds: string[]): Promise<Map<string, number>>;
  /**
   * Makes the stock on hand `target`, in the caller's transaction: a new pack's count is an opening
   * 'received' row; a pack's changed count an 'adjusted' row of the difference, with its reason.
   */
  setOnHand(m: EntityManager, change: { foodPackId: string; target: number; opening: boolean; actorId: string | null; now: Date }): Promise<void>;
}
