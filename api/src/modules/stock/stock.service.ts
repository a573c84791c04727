import { performance } from 'node:perf_hooks';
import { In, IsNull, type EntityManager } from 'typeorm';
import { requireRole, type RequestContext } from '../../common/context';
import { moneyTransaction } from '../../common/db';
import { AppError, validationError } from '../../common/errors';
import { readListPage } from '../../common/list-query';
import { recordAudit } from '../audit';
import { FoodPackRow } from '../food-pack';
import { namesOf } from '../user';
import { checkAdjustment, checkReceipt, type Checked } from './domain/stock-input';
import type { StockFigures, StockMovementKind } from './domain/stock-figures';
import { readStockFigures } from './stock-figures';
import { checkStockClosings, closeStock } from './stock-closings';
import { StockMovementRow } from './stock-movement.entity';
import { movementId } from './movement-id';

export interface PackStockView extends StockFigures {
  foodPackId: string;
  name: string;
}

export interface StockMovementView {
  id: string;
  foodPackId: string;
  kind: StockMovementKind;
  quantity: number;
  planId: string | null;
  reason: string | null;
  actorName: string | null;
  at: Date;
}

export interface StockMovementPage {
  items: StockMovementView[];
  totalCount: number;
  page: number;
  pageSize: number;
}

const NO_PACK = 'No such food pack';

function refused<T>(checked: Checked<T>): T {
  if (checked.ok) return checked.value;
  throw validationError(checked.problems[0].message, checked.problems);
}

/**
 * The console's stock (issue 25, Admin only): each pack's figures, its movements, stock received
 * and corrections with their reason, audited. Writes only add stock_movements rows; the answer is
 * the pack's figures read in the same transaction, after the write.
 */
export class StockService {
  /** Every pack still in the catalogue (or the one asked for), by name, with its figures. */
  async levels(ctx: RequestContext, foodPackId?: string | null): Promise<PackStockView[]> {
    requireRole(ctx, 'Admin');
    return this.read(ctx.manager, foodPackId ?? undefined);
  }

  /** One pack's movements, newest first, a page at a time. */
  async movements(ctx: RequestContext, foodPackId: string, page?: number | null, pageSize?: number | null): Promise<StockMovementPage> {
    requireRole(ctx, 'Admin');
    const p = readListPage(page, pageSize, 20);
    const [rows, totalCount] = await ctx.manager.findAndCount(StockMovementRow, { where: { foodPackId }, order: { at: 'DESC', id: 'DESC' }, skip: p.offset, take: p.pageSize });
    const names = await namesOf(ctx.manager, rows.map((r) => r.actorId));
    return { items: rows.map((r) => ({ ...r, actorName: r.actorId ? (names.get(r.actorId) ?? null) : null })), totalCount, page: p.page, pageSize: p.pageSize };
  }

  /** Packs delivered by a supplier: a 'received' row. */
  async recordReceived(ctx: RequestContext, input: { foodPackId: string; quantity: number; note?: string | null }): Promise<PackStockView> {
    const admin = requireRole(ctx, 'Admin');
    const { quantity, note } = refused(checkReceipt(input));
    return this.write(ctx, input.foodPackId, async (m, pack) => {
      await m.insert(StockMovementRow, { id: movementId(), foodPackId: pack.id, kind: 'received', quantity, planId: null, reason: note, actorId: admin.userId, at: ctx.now });
      await recordAudit(m, ctx, { action: 'stock.received', targetType: 'FoodPack', targetId: pack.id, after: { quantity, note }, reason: note });
    });
  }

  /** A correction after a count, signed, with its reason: an 'adjusted' row. */
  async adjust(ctx: RequestContext, input: { foodPackId: string; quantity: number; reason?: string | null }): Promise<PackStockView> {
    const admin = requireRole(ctx, 'Admin');
    const { quantity, reason } = refused(checkAdjustment(input));
    return this.write(ctx, input.foodPackId, async (m, pack) => {
      await m.insert(StockMovementRow, { id: movementId(), foodPackId: pack.id, kind: 'adjusted', quantity, planId: null, reason, actorId: admin.userId, at: ctx.now });
      await recordAudit(m, ctx, { action: 'stock.adjusted', targetType: 'FoodPack', targetId: pack.id, after: { quantity }, reason });
    });
  }

  /**
   * The nightly `stock.closings` job: a closing for each pack with movements since its last one,
   * then every pack's latest closing summed again against the movements it covers, and corrected
   * (a new closing) if it differs, which is logged as an error. Running it again writes nothing new.
   */
  async close(ctx: RequestContext): Promise<{ packs: number; closed: number; checked: number; corrected: number; ms: number }> {
    const started = performance.now();
    const { packs, closed } = await closeStock(ctx.manager);
    const { checked, wrong } = await checkStockClosings(ctx.manager, { correct: true });
    if (wrong.length) ctx.log.error({ packs: wrong }, 'stock closings differed from the movements they cover: corrected');
    return { packs, closed, checked, corrected: wrong.length, ms: Math.round(performance.now() - started) };
  }

  private write(ctx: RequestContext, foodPackId: string, work: (m: EntityManager, pack: FoodPackRow) => Promise<void>): Promise<PackStockView> {
    // READ COMMITTED on MySQL, like every write beside the plans' payments: an insert takes no gap lock.
    return moneyTransaction(ctx.manager, async (m) => {
      const pack = await m.findOne(FoodPackRow, { where: { id: foodPackId, retiredAt: IsNull() }, select: { id: true, name: true } });
      if (!pack) throw new AppError('NOT_FOUND', NO_PACK, [{ field: 'foodPackId', message: NO_PACK }]);
      await work(m, pack);
      const [view] = await this.read(m, pack.id);
      return view;
    });
  }

  private async read(m: EntityManager, foodPackId?: string): Promise<PackStockView[]> {
    const packs = await m.find(FoodPackRow, {
      where: { retiredAt: IsNull(), ...(foodPackId ? { id: In([foodPackId]) } : {}) },
      select: { id: true, name: true },
      order: { name: 'ASC', id: 'ASC' },
    });
    const figures = await readStockFigures(m, packs.map((p) => p.id));
    return packs.map((p) => ({ foodPackId: p.id, name: p.name, ...figures.get(p.id)! }));
  }
}
