import { In, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { requireRole, type RequestContext } from '../../common/context';
import { addDays, lagosDate, type LocalDate } from '../../common/time';
import { FoodPackItemRow, FoodPackRow } from '../food-pack';
import { ClosureDayRow } from '../savings-plan';
import { isOpen, PlanStatuses } from '../savings-plan/domain/plan-state';
import { readStockFigures } from '../stock';
import type { PaceSummary } from '../savings-plan/domain/pace';
import { forecast, type Forecast, type ForecastPack, type PaceGroup } from './domain/forecast';

/** Plans still being paid: awaiting their first payment, or active (savings-plan/domain/plan-state). */
const OPEN_STATUSES = PlanStatuses.filter(isOpen);

/** The database's spelling of a Lagos day's arithmetic and of the join order; the rest of the statement is the same on both. */
interface Dialect {
  /** Whole days from the due date (alias s) to the Lagos day the instalment was paid (paid_at is UTC; Lagos is UTC+1). */
  daysLate: string;
  /** The larger of an expression and 0. */
  atLeastZero: (e: string) => string;
  /** The plans (p) joined to their instalments (s). */
  join: string;
  /**
   * The plans' id ranges read side by side, each its own statement on its own connection: ids are
   * random uuids, so the ranges are even. One range (everything) where there is one connection.
   */
  rangeStarts: string[];
}

// Plans in primary-key order, each joined to its short range of ix_payment_schedules_pace: the
// index is walked forward rather than at random (a 3-million-row index outgrows a small buffer
// pool), and GROUP BY p.id streams, with no temporary table. Left to itself, the optimizer read
// the plans by status, in random id order, and grouped them in a temporary table: 36 s at 100,000
// open plans on a 128 MB buffer pool, against about 4 s this way as one statement. Ranges side by
// side use the server's cores (docs/performance.md, the procurement forecast).
const MYSQL: Dialect = {
  daysLate: 'DATEDIFF(s.paid_at + INTERVAL 1 HOUR, s.due_date)',
  atLeastZero: (e) => `GREATEST(${e}, 0)`,
  join: 'savings_plans p FORCE INDEX (PRIMARY) STRAIGHT_JOIN payment_schedules s ON s.plan_id = p.id',
  rangeStarts: ['', '4', '8', 'c'],
};

// SQLite keeps a datetime as UTC text ('YYYY-MM-DD HH:MM:SS.SSS'): date() and julianday() read it.
const SQLITE: Dialect = {
  daysLate: "CAST(julianday(date(s.paid_at, '+1 hours')) - julianday(s.due_date) AS INTEGER)",
  atLeastZero: (e) => `MAX(${e}, 0)`,
  join: 'savings_plans p JOIN payment_schedules s ON s.plan_id = p.id',
  rangeStarts: [''],
};

/**
 * The pace summary (savings-plan/domain/pace: PaceSummary) of every open plan whose id lies in
 * [:from, :to) (either bound optional), one row a plan, from one GROUP BY over its instalments,
 * read on ix_payment_schedules_pace, which covers them. The habit's mean is finished in TS.
 */
function paceRowsSql(dialect: Dialect, bounds: { from: boolean; to: boolean }): string {
  const paid = "s.paid_at IS NOT NULL AND s.status = 'Paid'";
  return `
    SELECT MIN(p.food_pack_id) AS packId,
           MAX(s.due_date) AS lastDue,
           MIN(CASE WHEN s.status <> 'Paid' THEN s.due_date END) AS firstUnpaidDue,
           MIN(CASE WHEN s.due_date > :today THEN s.due_date END) AS firstDueAfterToday,
           SUM(CASE WHEN ${paid} THEN ${dialect.atLeastZero(dialect.daysLate)} ELSE 0 END) AS lateDays,
           SUM(CASE WHEN ${paid} THEN 1 ELSE 0 END) AS paid,
           MAX(CASE WHEN ${paid} THEN s.paid_at END) AS lastPaidAt
      FROM ${dialect.join}
     WHERE p.status IN (:...open)${bounds.from ? ' AND p.id >= :from' : ''}${bounds.to ? ' AND p.id < :to' : ''}
     GROUP BY p.id`;
}

interface PaceRowRaw {
  packId: string;
  lastDue: string;
  firstUnpaidDue: string | null;
  firstDueAfterToday: string | null;
  lateDays: number | string | null;
  paid: number | string | null;
  /** A Date from MySQL; UTC text from SQLite. */
  lastPaidAt: Date | string | null;
}

/**
 * The procurement forecast for the admin console (issue 25): set-based reads, the projection and
 * the sums in domain/forecast. The same statements whatever the number of plans: the pace
 * summaries (one a range of plan ids: four on MySQL, side by side, one on SQLite), the stock
 * figures, the closure days, then the packs named and their contents. Admin only.
 */
export class ProcurementService {
  async forecast(ctx: RequestContext): Promise<Forecast> {
    requireRole(ctx, 'Admin');
    return readForecast(ctx.manager, lagosDate(ctx.now));
  }
}

export async function readForecast(m: EntityManager, today: LocalDate): Promise<Forecast> {
  const [groups, stock, closures] = await Promise.all([
    readPaceGroups(m, today),
    readStockFigures(m),
    // The promise counts working days from the day a plan is paid up (today at the earliest, or a
    // past day for a plan paid up and still open): a fortnight back covers its five working days.
    m.find(ClosureDayRow, { select: { day: true }, where: { day: MoreThanOrEqual(addDays(today, -14)) } }),
  ]);
  const available = new Map([...stock].map(([id, figures]) => [id, figures.available]));
  const packs = await readPacks(m, [...new Set([...groups.map((g) => g.foodPackId), ...available.keys()])]);
  return forecast({ today, closures: closures.map((c) => c.day), groups, packs, available });
}

/** The pace summaries' statements (one per id range) with their parameters, in the manager's database's dialect. */
export function paceStatements(m: EntityManager, today: LocalDate): [string, unknown[]][] {
  const type = m.dataSource.options.type;
  const dialect = type === 'mysql' || type === 'mariadb' ? MYSQL : SQLITE;
  const starts = dialect.rangeStarts;
  return starts.map((from, i) => {
    const to = starts[i + 1] ?? '';
    return m.dataSource.driver.escapeQueryWithParameters(paceRowsSql(dialect, { from: from !== '', to: to !== '' }), { today, open: OPEN_STATUSES, from, to });
  });
}

/** Every open plan's pace summary, plans of the same pack with the same summary counted together. */
async function readPaceGroups(m: EntityManager, today: LocalDate): Promise<PaceGroup[]> {
  const parts = await Promise.all(paceStatements(m, today).map(([sql, args]) => m.query(sql, args) as Promise<PaceRowRaw[]>));
  const groups = new Map<string, PaceGroup>();
  for (const rows of parts) {
    for (const r of rows) {
      const summary = paceSummaryOf(r);
      const key = `${r.packId}|${summary.lastDue}|${summary.firstUnpaidDue}|${summary.firstDueAfterToday}|${summary.habitLateDays}|${summary.lastPaidOn}`;
      const group = groups.get(key);
      if (group) group.plans++;
      else groups.set(key, { foodPackId: r.packId, summary, plans: 1 });
    }
  }
  return [...groups.values()];
}

/** A row's summary: the habit rounded as paceSummary rounds it, the last payment's Lagos day when nothing is unpaid. */
function paceSummaryOf(r: PaceRowRaw): PaceSummary {
  const paid = Number(r.paid ?? 0);
  const lastPaidAt = r.lastPaidAt === null ? null : r.lastPaidAt instanceof Date ? r.lastPaidAt : new Date(`${r.lastPaidAt.replace(' ', 'T')}Z`);
  return {
    lastDue: r.lastDue,
    firstUnpaidDue: r.firstUnpaidDue,
    firstDueAfterToday: r.firstDueAfterToday,
    habitLateDays: paid ? Math.round(Number(r.lateDays ?? 0) / paid) : 0,
    lastPaidOn: r.firstUnpaidDue === null && lastPaidAt ? lagosDate(lastPaidAt) : null,
  };
}

async function readPacks(m: EntityManager, ids: string[]): Promise<Map<string, ForecastPack>> {
  if (!ids.length) return new Map();
  const [packs, items] = await Promise.all([
    m.find(FoodPackRow, { select: { id: true, name: true }, where: { id: In(ids) } }),
    m.find(FoodPackItemRow, { select: { foodPackId: true, position: true, text: true }, where: { foodPackId: In(ids) }, order: { foodPackId: 'ASC', position: 'ASC' } }),
  ]);
  const byPack = new Map(packs.map((p) => [p.id, { id: p.id, name: p.name, items: [] as string[] }]));
  for (const item of items) byPack.get(item.foodPackId)?.items.push(item.text);
  return byPack;
}
