import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { likePattern } from '../../common/list-query';
import type { LocalDate } from '../../common/time';
import { FoodPackItemRow } from '../food-pack';
import { FulfilmentRow, SavingsPlanRow } from '../savings-plan';
import { shortPlans } from '../stock';
import { isHandedOver, type FulfilmentState } from '../savings-plan/domain/fulfilment-moves';
import type { FulfilmentMethod } from '../savings-plan/domain/plan-rules';
import { isLate } from '../savings-plan/domain/working-calendar';
import { pageWindow, userSearch } from '../user/domain/user-admin-rules';
import { UserRow } from '../user';

/** A pack as the console and the rider see it (never with its handover code). */
export interface DeliveryView {
  id: string;
  planId: string;
  customerName: string;
  phoneNumber: string;
  method: FulfilmentMethod;
  street: string | null;
  landmark: string | null;
  area: string | null;
  packName: string;
  state: FulfilmentState;
  promisedDate: LocalDate;
  late: boolean;
  scheduledFor: LocalDate | null;
  rider: { id: string; name: string; phoneNumber: string } | null;
  handoverLocked: boolean;
  handedOverAt: Date | null;
  /** The pack owed has no stock for this plan: more is reserved than is on hand, and it was among the last reserved (modules/stock). */
  stockShort: boolean;
}

export interface RunSheetStopView extends DeliveryView {
  items: string[];
}

export interface QueueFilter {
  state?: FulfilmentState | null;
  method?: FulfilmentMethod | null;
  area?: string | null;
  /** Lower-cased, trimmed (readSearch). */
  search?: string;
  lateOnly?: boolean | null;
}

/** The queue without a state chosen: the packs still to hand over. */
const OPEN_STATES: readonly FulfilmentState[] = ['AwaitingDispatch', 'Scheduled', 'OutForDelivery', 'ReadyForPickup'];

/**
 * The deliveries queue and a rider's day, read with set-based SQL: a count, the page's ids along
 * the (status, promised_date, id) index from the nearer end, then those rows with their plan,
 * customer and rider, and which of them are short of stock (at most four more). A constant number of statements whatever the page size.
 */
export class DeliveryQueue {
  constructor(private readonly wrongCodesLimit: number) {}

  async page(m: EntityManager, filter: QueueFilter, today: LocalDate, page: { offset: number; pageSize: number }): Promise<{ items: DeliveryView[]; totalCount: number }> {
    const customers = filter.search ? await matchingCustomers(m, filter.search) : undefined;
    if (customers?.length === 0) return { items: [], totalCount: 0 };
    const filtered = () => this.filtered(m, filter, today, customers);
    const totalCount = await filtered().getCount();
    const window = pageWindow(totalCount, page.offset, page.pageSize);
    if (!window) return { items: [], totalCount };
    const direction = window.order === 'DESC' ? 'ASC' : 'DESC';
    const ids = (await filtered().select('f.id', 'id').orderBy('f.promised_date', direction).addOrderBy('f.id', direction).offset(window.offset).limit(window.limit).getRawMany<{ id: string }>()).map((r) => r.id);
    if (window.order === 'ASC') ids.reverse();
    return { items: await this.views(m, ids, today), totalCount };
  }

  /** A day's deliveries (for one rider, or all), in the order they were scheduled, with each pack's contents. */
  async runSheet(m: EntityManager, day: LocalDate, today: LocalDate, riderId?: string | null): Promise<RunSheetStopView[]> {
    const qb = m
      .createQueryBuilder(FulfilmentRow, 'f')
      .select('f.id', 'id')
      .where('f.scheduled_for = :day', { day })
      .andWhere("f.method = 'delivery'")
      .andWhere('f.status IN (:...states)', { states: ['Scheduled', 'OutForDelivery', 'Delivered'] });
    if (riderId) qb.andWhere('f.rider_id = :riderId', { riderId });
    const ids = (await qb.orderBy('f.area', 'ASC').addOrderBy('f.id', 'ASC').getRawMany<{ id: string }>()).map((r) => r.id);
    const views = await this.views(m, ids, today);
    const packIds = await m.createQueryBuilder(SavingsPlanRow, 'p').select(['p.id AS id', 'p.food_pack_id AS packId']).where('p.id IN (:...ids)', { ids: views.length ? views.map((v) => v.planId) : [''] }).getRawMany<{ id: string; packId: string }>();
    const packOf = new Map(packIds.map((r) => [r.id, r.packId]));
    const items = packIds.length ? await m.find(FoodPackItemRow, { where: packIds.map((r) => ({ foodPackId: r.packId })), order: { position: 'ASC' } }) : [];
    return views.map((v) => ({ ...v, items: items.filter((i) => i.foodPackId === packOf.get(v.planId)).map((i) => i.text) }));
  }

  /** The rows of `ids`, in that order. */
  async views(m: EntityManager, ids: string[], today: LocalDate): Promise<DeliveryView[]> {
    if (!ids.length) return [];
    const rows = await m
      .createQueryBuilder(FulfilmentRow, 'f')
      .innerJoin(SavingsPlanRow, 'p', 'p.id = f.plan_id')
      .innerJoin(UserRow, 'u', 'u.id = p.user_id')
      .leftJoin(UserRow, 'r', 'r.id = f.rider_id')
      .select([
        'f.id AS id',
        'f.plan_id AS planId',
        'u.first_name AS firstName',
        'u.last_name AS lastName',
        'u.phone_number AS phoneNumber',
        'f.method AS method',
        'f.address AS street',
        'f.landmark AS landmark',
        'f.area AS area',
        'p.pack_name AS packName',
        'f.status AS state',
        'f.promised_date AS promisedDate',
        'f.scheduled_for AS scheduledFor',
        'f.rider_id AS riderId',
        'r.first_name AS riderFirstName',
        'r.last_name AS riderLastName',
        'r.phone_number AS riderPhone',
        'f.wrong_codes AS wrongCodes',
        'f.handed_over_at AS handedOverAt',
      ])
      .where('f.id IN (:...ids)', { ids })
      .getRawMany<Record<string, string | number | null>>();
    const byId = new Map(rows.map((r) => [r.id as string, r]));
    const short = await shortPlans(m, rows.map((r) => r.planId as string));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const state = r.state as FulfilmentState;
      return [
        {
          id,
          planId: r.planId as string,
          customerName: `${r.firstName} ${r.lastName}`.trim(),
          phoneNumber: r.phoneNumber as string,
          method: r.method as FulfilmentMethod,
          street: r.street as string | null,
          landmark: r.landmark as string | null,
          area: r.area as string | null,
          packName: r.packName as string,
          state,
          promisedDate: r.promisedDate as LocalDate,
          late: state !== 'Cancelled' && isLate(r.promisedDate as LocalDate, today, isHandedOver(state)),
          scheduledFor: r.scheduledFor as LocalDate | null,
          rider: r.riderId ? { id: r.riderId as string, name: `${r.riderFirstName} ${r.riderLastName}`.trim(), phoneNumber: r.riderPhone as string } : null,
          handoverLocked: Number(r.wrongCodes) >= this.wrongCodesLimit,
          handedOverAt: r.handedOverAt === null ? null : new Date(r.handedOverAt as string),
          stockShort: short.has(r.planId as string),
        },
      ];
    });
  }

  private filtered(m: EntityManager, filter: QueueFilter, today: LocalDate, customers?: string[] | 'broad'): SelectQueryBuilder<FulfilmentRow> {
    const qb = m.createQueryBuilder(FulfilmentRow, 'f');
    if (filter.state) qb.where('f.status = :state', { state: filter.state });
    else qb.where('f.status IN (:...states)', { states: OPEN_STATES });
    if (filter.method) qb.andWhere('f.method = :method', { method: filter.method });
    if (filter.area) qb.andWhere('f.area = :area', { area: filter.area });
    if (filter.lateOnly) qb.andWhere('f.promised_date < :today', { today }).andWhere('f.status IN (:...open)', { open: OPEN_STATES });
    if (customers === 'broad') qb.andWhere(`EXISTS (SELECT 1 FROM savings_plans sp JOIN users u ON u.id = sp.user_id WHERE sp.id = f.plan_id AND (${customerMatch(qb, filter.search!)}))`, searchParams(filter.search!));
    else if (customers) qb.andWhere('f.plan_id IN (SELECT sp.id FROM savings_plans sp WHERE sp.user_id IN (:...customers))', { customers });
    return qb;
  }
}

/** Searches matching more customers than this (a letter or two) are joined in place rather than listed first. */
const NARROW_SEARCH = 5_000;

/**
 * The customers a search names (a phone number, a name, even a common first name: one customer
 * in 24 of 60,000): their plans' fulfilments are then read by index. 'broad' when more match.
 */
async function matchingCustomers(m: EntityManager, search: string): Promise<string[] | 'broad'> {
  const qb = m.createQueryBuilder(UserRow, 'u').select('u.id', 'id');
  qb.where(customerMatch(qb, search), searchParams(search));
  const rows = await qb.limit(NARROW_SEARCH + 1).getRawMany<{ id: string }>();
  return rows.length > NARROW_SEARCH ? 'broad' : rows.map((r) => r.id);
}

/** A name (first, last or both) or phone digits typed from the start (0803…) or anywhere. */
function customerMatch(qb: SelectQueryBuilder<object>, search: string): string {
  const s = userSearch(search);
  const fullName = qb.connection.options.type === 'mysql' ? "CONCAT(u.first_name, ' ', u.last_name)" : "(u.first_name || ' ' || u.last_name)";
  const any = ["u.first_name LIKE :q ESCAPE '!'", "u.last_name LIKE :q ESCAPE '!'"];
  if (s.spansNames) any.push(`${fullName} LIKE :q ESCAPE '!'`);
  if (s.phoneDigits) any.push("u.phone_number LIKE :phone ESCAPE '!'");
  return any.join(' OR ');
}

function searchParams(search: string): Record<string, string> {
  const s = userSearch(search);
  return { q: likePattern(search), phone: s.phoneDigits?.startsWith('234') ? `${s.phoneDigits}%` : likePattern(s.phoneDigits ?? '') };
}
