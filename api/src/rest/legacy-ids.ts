/**
 * Whole-number ids on the legacy /api paths (issue 28).
 *
 * The original clients parse ids as integers (the mobile app's Dart models: `int id`, `int foodPackId`,
 * `int savingsPlanId`; `json['id'] ?? 0` into an int throws on a string). So packs, pack items, plans,
 * instalments (payment schedules) and payments carry a numeric `legacy_id` beside their UUID, unique and
 * assigned by the database on insert (migration 1764794000000-legacy-numbers). GraphQL keeps the UUIDs;
 * every legacy reply answers the number as `id` (and `foodPackId`, `savingsPlanId`, `scheduleId`…).
 *
 * API (all take the request context for its entity manager; none of them checks ownership, the service
 * still does):
 *
 *   IN: a path parameter or a body field, as the client sent it (a number, "42", or a UUID)
 *     resolvePackKey(ctx, raw)     -> Promise<string>   the pack's UUID
 *     resolveItemKey(ctx, raw)     -> Promise<string>   the pack item's UUID
 *     resolvePlanKey(ctx, raw)     -> Promise<string>   the plan's UUID
 *     resolveScheduleKey(ctx, raw) -> Promise<string>   the instalment's UUID
 *     resolvePaymentKey(ctx, raw)  -> Promise<string>   the payment's UUID
 *       A UUID is returned as it is (no query). A whole number is looked up; an unknown number, or
 *       anything else, comes back as the text it was, so the service answers its own NOT_FOUND
 *       (the same reply as for an unknown UUID). undefined/null/'' come back as undefined.
 *     resolveKey(ctx, kind, raw)   -> the same, by kind ('pack' | 'item' | 'plan' | 'schedule' | 'payment').
 *     parseLegacyKey(raw)          -> { number } | { uuid } | null   (no query)
 *     resolveBodyKeys(ctx, body, { foodPackId: 'pack', scheduleId: 'schedule' })
 *                                  -> a copy of a JSON body with those fields as UUIDs (text), before
 *                                     the body's class-validator rules (which expect text) run
 *
 *   OUT: the numbers of rows a reply mentions, in one query per kind (not one per row)
 *     const ids = await legacyIds(ctx, { plan: [planUuid], schedule: view.schedules.map((s) => s.id), pack: [...] });
 *     ids.of('plan', planUuid)      -> number   (throws if that row was not asked for or does not exist)
 *     ids.maybe('pack', uuidOrNull) -> number | null
 *     legacyPlanId(ctx, uuid) / legacyPackId(ctx, uuid) / legacyScheduleId(ctx, uuid) / legacyPaymentId(ctx, uuid)
 *                                   -> Promise<number>  (one row; prefer legacyIds for lists)
 *
 * A row inserted in the current request has no number on its object (the column is the database's):
 * ask legacyIds/legacyPlanId after the insert, with the same ctx (inside the transaction if need be).
 *
 * Per feature, the reply builders take the numbers: packs `packLegacyIds(ctx, packs)` +
 * `toLegacyPack(pack, ids, publicUrl)` (food-pack.legacy.ts); plans `legacyPlanReply(ctx, view)` or
 * `planLegacyIds(ctx, views)` + `toLegacyPlan(view, ids, now)` (savings-plan/plans/savings-plan.legacy.ts);
 * admin rows `adminPlanLegacyIds` + `toLegacyAdminPlan` (plan-admin.legacy.ts).
 */
import type { RequestContext } from '../common/context';

export type LegacyKind = 'pack' | 'item' | 'plan' | 'schedule' | 'payment';

const TABLE: Record<LegacyKind, string> = {
  pack: 'food_packs',
  item: 'food_pack_items',
  plan: 'savings_plans',
  schedule: 'payment_schedules',
  payment: 'payments',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE = /^[0-9]{1,10}$/;

/** What a client sent as an id: a positive whole number (as a JSON number or text), a UUID, or neither (null). */
export function parseLegacyKey(raw: unknown): { number: number } | { uuid: string } | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 && raw <= 2_147_483_647 ? { number: raw } : null;
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  if (UUID.test(s)) return { uuid: s.toLowerCase() };
  if (WHOLE.test(s)) {
    const n = Number(s);
    return n > 0 && n <= 2_147_483_647 ? { number: n } : null;
  }
  return null;
}

/** The UUID for a client's id of `kind` (see the API above). */
export async function resolveKey(ctx: RequestContext, kind: LegacyKind, raw: unknown): Promise<string | undefined> {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const key = parseLegacyKey(raw);
  if (!key) return String(raw);
  if ('uuid' in key) return key.uuid;
  const rows = (await ctx.manager.query(`SELECT id FROM ${TABLE[kind]} WHERE legacy_id = ?`, [key.number])) as { id: string }[];
  return rows[0]?.id ?? String(key.number);
}

type Resolved<T> = T extends undefined | null ? undefined : string;

export const resolvePackKey = <T>(ctx: RequestContext, raw: T) => resolveKey(ctx, 'pack', raw) as Promise<Resolved<T>>;
export const resolveItemKey = <T>(ctx: RequestContext, raw: T) => resolveKey(ctx, 'item', raw) as Promise<Resolved<T>>;
export const resolvePlanKey = <T>(ctx: RequestContext, raw: T) => resolveKey(ctx, 'plan', raw) as Promise<Resolved<T>>;
export const resolveScheduleKey = <T>(ctx: RequestContext, raw: T) => resolveKey(ctx, 'schedule', raw) as Promise<Resolved<T>>;
export const resolvePaymentKey = <T>(ctx: RequestContext, raw: T) => resolveKey(ctx, 'payment', raw) as Promise<Resolved<T>>;

/**
 * A copy of a JSON body whose id fields (a number or text) are the rows' UUIDs; anything else, and
 * a body that is not an object, is left as it is for the body's rules to refuse.
 */
export async function resolveBodyKeys(ctx: RequestContext, body: unknown, fields: Record<string, LegacyKind>): Promise<unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [field, kind] of Object.entries(fields)) {
    const raw = out[field];
    if (typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '')) out[field] = await resolveKey(ctx, kind, raw);
  }
  return out;
}

/** The numbers of the rows a reply mentions. */
export class LegacyIds {
  constructor(private readonly numbers: Record<LegacyKind, Map<string, number>>) {}

  /** The number of a row that exists and was asked for; anything else is a programming error. */
  of(kind: LegacyKind, uuid: string): number {
    const n = this.numbers[kind].get(uuid);
    if (n === undefined) throw new Error(`No legacy number for ${kind} ${uuid}`);
    return n;
  }

  /** The number, or null for a null/unknown UUID. */
  maybe(kind: LegacyKind, uuid: string | null | undefined): number | null {
    return uuid ? (this.numbers[kind].get(uuid) ?? null) : null;
  }
}

const CHUNK = 500;

/** One query per kind asked for (per 500 ids), whatever the number of rows. */
export async function legacyIds(ctx: RequestContext, wanted: Partial<Record<LegacyKind, Iterable<string | null | undefined>>>): Promise<LegacyIds> {
  const numbers: Record<LegacyKind, Map<string, number>> = { pack: new Map(), item: new Map(), plan: new Map(), schedule: new Map(), payment: new Map() };
  for (const kind of Object.keys(wanted) as LegacyKind[]) {
    const ids = [...new Set([...(wanted[kind] ?? [])].filter((id): id is string => typeof id === 'string' && id !== ''))];
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      const rows = (await ctx.manager.query(`SELECT id, legacy_id FROM ${TABLE[kind]} WHERE id IN (${chunk.map(() => '?').join(', ')})`, chunk)) as { id: string; legacy_id: number | string | null }[];
      for (const row of rows) if (row.legacy_id !== null) numbers[kind].set(row.id, Number(row.legacy_id));
    }
  }
  return new LegacyIds(numbers);
}

async function one(ctx: RequestContext, kind: LegacyKind, uuid: string): Promise<number> {
  return (await legacyIds(ctx, { [kind]: [uuid] })).of(kind, uuid);
}

export const legacyPackId = (ctx: RequestContext, uuid: string) => one(ctx, 'pack', uuid);
export const legacyItemId = (ctx: RequestContext, uuid: string) => one(ctx, 'item', uuid);
export const legacyPlanId = (ctx: RequestContext, uuid: string) => one(ctx, 'plan', uuid);
export const legacyScheduleId = (ctx: RequestContext, uuid: string) => one(ctx, 'schedule', uuid);
export const legacyPaymentId = (ctx: RequestContext, uuid: string) => one(ctx, 'payment', uuid);
