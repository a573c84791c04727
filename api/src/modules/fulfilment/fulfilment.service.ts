import type { EntityManager } from 'typeorm';
import { In, IsNull, MoreThanOrEqual } from 'typeorm';
import type { PickupOffice } from '../../config/config';
import { requireActor, requireRole, type Actor, type RequestContext } from '../../common/context';
import { moneyTransaction } from '../../common/db';
import { AppError, validationError } from '../../common/errors';
import { readListPage, readSearch } from '../../common/list-query';
import { addDays, isLocalDate, lagosDate, type LocalDate } from '../../common/time';
import type { OwedWork } from '../../jobs/owed-work';
import type { JobQueue } from '../../jobs/queue';
import { recordAudit } from '../audit';
import { ClosureDayRow, FulfilmentMoveRow, FulfilmentRow, PlanAccount, SavingsPlanRow, type FulfilmentRecord, type HandoverOutcome } from '../savings-plan';
import { FULFILMENT_STATE_LABELS, isBeforeDispatch, type FulfilmentRecordMove } from '../savings-plan/domain/fulfilment-moves';
import { handoverCode, MAX_WRONG_HANDOVER_CODES } from '../savings-plan/domain/handover-code';
import { checkDeliveryAddress, formatDeliveryAddress, LAGOS_LGAS } from '../savings-plan/domain/lagos-address';
import { NIGERIAN_HOLIDAYS } from '../savings-plan/domain/nigerian-holidays';
import { isWorkingDay } from '../savings-plan/domain/delivery';
import { isLate } from '../savings-plan/domain/working-calendar';
import { UserRoleRow, UserRow } from '../user';
import { DeliveryQueue, type DeliveryView, type QueueFilter, type RunSheetStopView } from './delivery-queue';
import { fulfilmentNotice } from './domain/fulfilment-notices';

export interface PackHandoverView {
  id: string;
  planId: string;
  state: FulfilmentRow['status'];
  method: FulfilmentRow['method'];
  street: string | null;
  landmark: string | null;
  area: string | null;
  promisedDate: LocalDate;
  late: boolean;
  scheduledFor: LocalDate | null;
  rider: { firstName: string; phoneNumber: string } | null;
  code: string | null;
  canChange: boolean;
  timeline: { state: FulfilmentRow['status']; label: string; at: Date }[];
  handedOverAt: Date | null;
}

const NOT_FOUND = 'No such delivery';
/** How far ahead a delivery may be scheduled. */
const SCHEDULE_AHEAD_DAYS = 60;

function notFound(field = 'fulfilmentId'): AppError {
  return new AppError('NOT_FOUND', NOT_FOUND, [{ field, message: NOT_FOUND }]);
}

/**
 * Getting paid packs to their customers (issue 24): the admin's deliveries queue, schedule, riders,
 * run sheets, pickup desk and closure days; the dispatcher's own deliveries of the day; the
 * customer's view of their pack and the changes they may make until it leaves. Every move goes
 * through the plan's account (savings-plan/account/fulfilment-record) under its lock, is audited,
 * and owes the customer a notice (the 'fulfilment-notices' duty), asked for right after the commit.
 */
export class FulfilmentService {
  private readonly queue = new DeliveryQueue(MAX_WRONG_HANDOVER_CODES);

  constructor(private readonly deps: { codeKey: Buffer; office: PickupOffice; supportEmail: string; owed: OwedWork; jobs: JobQueue }) {}

  get pickupOffice(): PickupOffice {
    return this.deps.office;
  }

  // ---------------------------------------------------------------- the customer

  /** The customer's own pack on its way, with its handover code; null when the plan is not theirs or not paid in full. */
  async myHandover(ctx: RequestContext, planId: string): Promise<PackHandoverView | null> {
    const me = requireActor(ctx);
    const plan = await ctx.manager.findOne(SavingsPlanRow, { where: { id: planId, userId: me.userId } });
    const f = plan && (await ctx.manager.findOne(FulfilmentRow, { where: { planId } }));
    return f ? this.handoverView(ctx.manager, f, lagosDate(ctx.now)) : null;
  }

  /** A new Lagos delivery address until the pack leaves (from pickup, it becomes a delivery). */
  async changeAddress(ctx: RequestContext, planId: string, input: { street: string; landmark: string; area: string }): Promise<PackHandoverView> {
    const me = requireActor(ctx);
    const address = checkDeliveryAddress(input);
    if (!address.ok) throw validationError(address.message, [{ field: address.field, message: address.message }]);
    return this.customerMove(ctx, me, planId, (record, now) => record.changeAddress(now, address.address, { actorId: me.userId }));
  }

  async switchToPickup(ctx: RequestContext, planId: string): Promise<PackHandoverView> {
    const me = requireActor(ctx);
    return this.customerMove(ctx, me, planId, (record, now) => record.move(now, 'switchToPickup', { actorId: me.userId }));
  }

  private async customerMove(ctx: RequestContext, me: Actor, planId: string, move: (record: FulfilmentRecord, now: Date) => Promise<FulfilmentRow>): Promise<PackHandoverView> {
    const row = await this.inTransaction(ctx, async (m) => {
      const account = await PlanAccount.lock(m, planId, me.userId);
      const record = account && (await account.fulfilment());
      if (!record) throw notFound('planId');
      const moved = await move(record, ctx.now);
      await recordAudit(m, ctx, { action: 'fulfilment.moved', targetType: 'Fulfilment', targetId: moved.id, after: { state: moved.status, method: moved.method, area: moved.area }, reason: 'by the customer' });
      return moved;
    });
    return this.handoverView(ctx.manager, row, lagosDate(ctx.now));
  }

  // ---------------------------------------------------------------- the console

  async deliveries(ctx: RequestContext, filter: QueueFilter, page?: number, pageSize?: number): Promise<{ items: DeliveryView[]; totalCount: number; page: number; pageSize: number }> {
    requireRole(ctx, 'Admin');
    const list = readListPage(page, pageSize);
    const search = readSearch(filter.search);
    if (filter.area && !(LAGOS_LGAS as readonly string[]).includes(filter.area)) throw validationError('Choose one of the Lagos areas', [{ field: 'area', message: 'Choose one of the Lagos areas' }]);
    const found = await this.queue.page(ctx.manager, { ...filter, search }, lagosDate(ctx.now), list);
    return { ...found, page: list.page, pageSize: list.pageSize };
  }

  /** Schedules packs for a working day, with a rider if chosen: all of them or, if one cannot be, none. */
  async schedule(ctx: RequestContext, input: { fulfilmentIds: string[]; date: string; riderId?: string | null }): Promise<DeliveryView[]> {
    const admin = requireRole(ctx, 'Admin');
    const day = await this.readDeliveryDay(ctx, input.date);
    if (input.riderId) await this.requireRider(ctx.manager, input.riderId);
    return this.batch(ctx, admin, input.fulfilmentIds, (record, now) => record.move(now, 'schedule', { actorId: admin.userId, scheduledFor: day, riderId: input.riderId ?? undefined, note: `Scheduled for ${day}` }));
  }

  async assignRider(ctx: RequestContext, fulfilmentId: string, riderId: string): Promise<DeliveryView> {
    const admin = requireRole(ctx, 'Admin');
    const rider = await this.requireRider(ctx.manager, riderId);
    const [view] = await this.batch(ctx, admin, [fulfilmentId], (record, now) => record.assign(now, riderId, { actorId: admin.userId, note: `Rider: ${rider.firstName} ${rider.lastName}` }));
    return view;
  }

  async readyForPickup(ctx: RequestContext, fulfilmentIds: string[]): Promise<DeliveryView[]> {
    const admin = requireRole(ctx, 'Admin');
    return this.batch(ctx, admin, fulfilmentIds, (record, now) => record.move(now, 'readyForPickup', { actorId: admin.userId }));
  }

  /** A handover locked by wrong codes, completed by an admin with a reason. */
  async overrideHandover(ctx: RequestContext, fulfilmentId: string, reason: string): Promise<DeliveryView> {
    const admin = requireRole(ctx, 'Admin');
    const why = readReason(reason);
    const [view] = await this.batch(ctx, admin, [fulfilmentId], async (record, now, m) => {
      const row = await record.overrideHandover(now, { actorId: admin.userId, note: why });
      await recordAudit(m, ctx, { action: 'fulfilment.handover-overridden', targetType: 'Fulfilment', targetId: row.id, after: { state: row.status }, reason: why });
      return row;
    });
    return view;
  }

  /** Everyone holding the Dispatcher role, by name. */
  async riders(ctx: RequestContext): Promise<{ id: string; name: string; phoneNumber: string }[]> {
    requireRole(ctx, 'Admin');
    const users = await ctx.manager
      .createQueryBuilder(UserRow, 'u')
      .innerJoin(UserRoleRow, 'r', "r.user_id = u.id AND r.role = 'Dispatcher'")
      .where("u.status = 'Active'")
      .orderBy('u.first_name', 'ASC')
      .addOrderBy('u.last_name', 'ASC')
      .getMany();
    return users.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), phoneNumber: u.phoneNumber }));
  }

  /** A day's run sheet (all riders, or one): no handover code on it. */
  async runSheet(ctx: RequestContext, date: string, riderId?: string | null): Promise<RunSheetStopView[]> {
    requireRole(ctx, 'Admin');
    if (!isLocalDate(date)) throw validationError('Give the day as YYYY-MM-DD', [{ field: 'date', message: 'Give the day as YYYY-MM-DD' }]);
    return this.queue.runSheet(ctx.manager, date, lagosDate(ctx.now), riderId);
  }

  async closureDays(ctx: RequestContext): Promise<ClosureDayRow[]> {
    requireRole(ctx, 'Admin');
    return ctx.manager.find(ClosureDayRow, { where: { day: MoreThanOrEqual(addDays(lagosDate(ctx.now), -30)) }, order: { day: 'ASC' } });
  }

  /** The office closes on a day beyond weekends and public holidays: promises made from now on skip it. */
  async addClosureDay(ctx: RequestContext, input: { day: string; reason: string }): Promise<ClosureDayRow> {
    const admin = requireRole(ctx, 'Admin');
    if (!isLocalDate(input.day)) throw validationError('Give the day as YYYY-MM-DD', [{ field: 'day', message: 'Give the day as YYYY-MM-DD' }]);
    if (input.day < lagosDate(ctx.now)) throw validationError('Closure days are for today or later', [{ field: 'day', message: 'Closure days are for today or later' }]);
    const reason = readReason(input.reason);
    const row = { day: input.day, reason, createdBy: admin.userId, createdAt: ctx.now };
    return this.inTransaction(ctx, async (m) => {
      if (await m.exists(ClosureDayRow, { where: { day: input.day } })) throw validationError('That day is already a closure day', [{ field: 'day', message: 'That day is already a closure day' }]);
      await m.insert(ClosureDayRow, row);
      await recordAudit(m, ctx, { action: 'closure-day.added', targetType: 'Calendar', targetId: null, after: row, reason });
      return row;
    });
  }

  async removeClosureDay(ctx: RequestContext, day: string): Promise<boolean> {
    requireRole(ctx, 'Admin');
    return this.inTransaction(ctx, async (m) => {
      const row = await m.findOne(ClosureDayRow, { where: { day } });
      if (!row) return false;
      await m.delete(ClosureDayRow, { day });
      await recordAudit(m, ctx, { action: 'closure-day.removed', targetType: 'Calendar', targetId: null, before: row });
      return true;
    });
  }

  // ---------------------------------------------------------------- the admin or the pack's rider

  /** Today's deliveries given to the signed-in dispatcher, with what each pack holds. */
  async myRounds(ctx: RequestContext): Promise<RunSheetStopView[]> {
    const rider = requireRole(ctx, 'Dispatcher');
    const today = lagosDate(ctx.now);
    return this.queue.runSheet(ctx.manager, today, today, rider.userId);
  }

  async dispatch(ctx: RequestContext, fulfilmentId: string): Promise<DeliveryView> {
    const actor = this.adminOrRider(ctx);
    const [view] = await this.batch(ctx, actor, [fulfilmentId], (record, now) => record.move(now, 'dispatch', { actorId: actor.userId }));
    return view;
  }

  async failAttempt(ctx: RequestContext, fulfilmentId: string, reason: string): Promise<DeliveryView> {
    const actor = this.adminOrRider(ctx);
    const why = readReason(reason);
    const [view] = await this.batch(ctx, actor, [fulfilmentId], (record, now) => record.move(now, 'failAttempt', { actorId: actor.userId, note: why }));
    return view;
  }

  /**
   * Delivered or collected, on the customer's code. A wrong code is kept (the count commits) and
   * answered WRONG_HANDOVER_CODE with the tries left; the 5th locks the handover (HANDOVER_LOCKED).
   */
  async handOver(ctx: RequestContext, fulfilmentId: string, code: string): Promise<DeliveryView> {
    const actor = this.adminOrRider(ctx);
    let refused: HandoverOutcome | undefined;
    const [view] = await this.batch(ctx, actor, [fulfilmentId], async (record, now) => {
      const result = await record.handOver(now, code, this.deps.codeKey, { actorId: actor.userId });
      if (result.kind === 'handed-over') return result.fulfilment;
      refused = result;
      return null;
    });
    if (refused?.kind === 'locked') throw new AppError('HANDOVER_LOCKED', 'Too many wrong codes: the handover is locked. An admin can complete it with a reason.');
    if (refused?.kind === 'wrong-code') {
      const { left } = refused;
      throw new AppError('WRONG_HANDOVER_CODE', `That is not the customer's code: ${left} ${left === 1 ? 'try' : 'tries'} left`, [{ field: 'code', message: 'Wrong code' }]);
    }
    return view;
  }

  // ---------------------------------------------------------------- notices

  /**
   * The 'fulfilment-notices' duty: tells the customer about one move, once. The move is claimed
   * (notified_at) before its messages are queued under ids of its own, and released if queueing
   * fails, so the job and the sweep racing send it once.
   */
  async notify(ctx: RequestContext, moveId: string): Promise<'sent' | 'nothing'> {
    const claim = await ctx.manager.update(FulfilmentMoveRow, { id: moveId, notifiedAt: IsNull() }, { notifiedAt: ctx.now });
    if (claim.affected !== 1) return 'nothing';
    try {
      const move = await ctx.manager.findOneByOrFail(FulfilmentMoveRow, { id: moveId });
      const f = await ctx.manager.findOneByOrFail(FulfilmentRow, { id: move.fulfilmentId });
      const plan = await ctx.manager.findOneByOrFail(SavingsPlanRow, { id: f.planId });
      const user = await ctx.manager.findOneByOrFail(UserRow, { id: plan.userId });
      const rider = f.riderId ? await ctx.manager.findOneBy(UserRow, { id: f.riderId }) : null;
      const notice = fulfilmentNotice({
        move: move.move,
        method: f.method,
        firstName: user.firstName,
        packName: plan.packName,
        promisedDate: f.promisedDate,
        scheduledFor: f.scheduledFor,
        address: f.address ? formatDeliveryAddress({ street: f.address, landmark: f.landmark ?? '', area: f.area ?? '' }) : null,
        riderFirstName: rider?.firstName ?? null,
        riderPhone: rider?.phoneNumber ?? null,
        note: move.note,
        at: lagosDateTime(move.at),
        code: ['open', 'dispatch', 'readyForPickup'].includes(move.move) && f.codeNonce ? handoverCode(this.deps.codeKey, f.id, f.codeNonce) : null,
        office: this.deps.office,
        supportEmail: this.deps.supportEmail,
      });
      if (!notice) return 'nothing';
      const key = `fulfilment-${move.id}`;
      await this.deps.jobs.enqueue('mail.send', { to: user.email, subject: notice.subject, text: notice.text, idempotencyKey: key }, { jobId: `${key}-mail` });
      await this.deps.jobs.enqueue('sms.send', { to: user.phoneNumber, text: notice.sms, key }, { jobId: `${key}-sms` });
      return 'sent';
    } catch (err) {
      await ctx.manager.update(FulfilmentMoveRow, { id: moveId }, { notifiedAt: null });
      throw err;
    }
  }

  // ---------------------------------------------------------------- helpers

  private adminOrRider(ctx: RequestContext): Actor {
    return requireRole(ctx, 'Admin', 'Dispatcher');
  }

  /**
   * Moves packs in one transaction, each under its plan's lock: all or none. A dispatcher may move
   * only packs given to them (others are NOT_FOUND, as if they did not exist). `move` answering
   * null keeps what it wrote (a wrong code counted) and moves nothing.
   */
  private async batch(ctx: RequestContext, actor: Actor, ids: string[], move: (record: FulfilmentRecord, now: Date, m: EntityManager) => Promise<FulfilmentRow | null>): Promise<DeliveryView[]> {
    const unique = [...new Set(ids)];
    const before = new Date(ctx.now.getTime() - 1);
    const moved = await this.inTransaction(ctx, async (m) => {
      const rows = await m.find(FulfilmentRow, { where: { id: In(unique) } });
      const riderOnly = !actor.roles.includes('Admin');
      const visible = rows.filter((r) => !riderOnly || r.riderId === actor.userId);
      if (visible.length !== unique.length) throw notFound();
      const done: string[] = [];
      for (const row of visible.sort((a, b) => a.planId.localeCompare(b.planId))) {
        const account = await PlanAccount.lock(m, row.planId);
        const record = account && (await account.fulfilment());
        if (!record) throw notFound();
        const after = await move(record, ctx.now, m);
        if (!after) continue;
        if (after.status !== row.status || after.riderId !== row.riderId) {
          await recordAudit(m, ctx, { action: 'fulfilment.moved', targetType: 'Fulfilment', targetId: row.id, before: { state: row.status, riderId: row.riderId }, after: { state: after.status, scheduledFor: after.scheduledFor, riderId: after.riderId } });
        }
        done.push(row.id);
      }
      return done;
    });
    await this.requestNotices(ctx, unique, before);
    return this.queue.views(ctx.manager, moved.length ? moved : unique, lagosDate(ctx.now));
  }

  /** After the commit: the notices of the moves just written, asked for now (the sweep would send them later). */
  private async requestNotices(ctx: RequestContext, fulfilmentIds: string[], since: Date): Promise<void> {
    const moves = await ctx.manager.find(FulfilmentMoveRow, { where: { fulfilmentId: In(fulfilmentIds), notifiedAt: IsNull(), at: MoreThanOrEqual(since) }, select: { id: true } });
    for (const move of moves) await this.deps.owed.request(ctx, 'fulfilment-notices', move.id);
  }

  private inTransaction<T>(ctx: RequestContext, work: (m: EntityManager) => Promise<T>): Promise<T> {
    return moneyTransaction(ctx.manager, work);
  }

  private async requireRider(m: EntityManager, riderId: string): Promise<UserRow> {
    const rider = await m.findOne(UserRow, { where: { id: riderId, status: 'Active' } });
    if (!rider || !(await m.exists(UserRoleRow, { where: { userId: riderId, role: 'Dispatcher' } }))) {
      throw validationError('Choose one of the dispatchers', [{ field: 'riderId', message: 'Choose one of the dispatchers' }]);
    }
    return rider;
  }

  /** A Lagos working day from today to SCHEDULE_AHEAD_DAYS ahead, not a holiday or closure day. */
  private async readDeliveryDay(ctx: RequestContext, date: string): Promise<LocalDate> {
    const refuse = (message: string) => validationError(message, [{ field: 'date', message }]);
    if (!isLocalDate(date)) throw refuse('Give the day as YYYY-MM-DD');
    const today = lagosDate(ctx.now);
    if (date < today || date > addDays(today, SCHEDULE_AHEAD_DAYS)) throw refuse(`Choose a day from today to ${SCHEDULE_AHEAD_DAYS} days ahead`);
    const closed = new Set([...NIGERIAN_HOLIDAYS.map((h) => h.date), ...(await ctx.manager.find(ClosureDayRow, { where: { day: date } })).map((c) => c.day)]);
    if (!isWorkingDay(date, closed)) throw refuse('That day is a weekend, a public holiday or a closure day: choose a working day');
    return date;
  }

  private async handoverView(m: EntityManager, f: FulfilmentRow, today: LocalDate): Promise<PackHandoverView> {
    const moves = await m.find(FulfilmentMoveRow, { where: { fulfilmentId: f.id }, order: { at: 'ASC', id: 'ASC' } });
    const rider = f.status === 'OutForDelivery' && f.riderId ? await m.findOneBy(UserRow, { id: f.riderId }) : null;
    const handedOver = f.status === 'Delivered' || f.status === 'Collected';
    return {
      id: f.id,
      planId: f.planId,
      state: f.status,
      method: f.method,
      street: f.address,
      landmark: f.landmark,
      area: f.area,
      promisedDate: f.promisedDate,
      late: f.status !== 'Cancelled' && isLate(f.promisedDate, today, handedOver),
      scheduledFor: f.scheduledFor,
      rider: rider ? { firstName: rider.firstName, phoneNumber: rider.phoneNumber } : null,
      code: !handedOver && f.status !== 'Cancelled' && f.codeNonce ? handoverCode(this.deps.codeKey, f.id, f.codeNonce) : null,
      canChange: isBeforeDispatch(f.status),
      timeline: moves.filter((mv) => mv.fromState !== mv.toState || mv.move === 'open').map((mv) => ({ state: mv.toState, label: stepLabel(mv.move, mv.toState, f, mv.note), at: mv.at })),
      handedOverAt: f.handedOverAt,
    };
  }
}

function readReason(reason: string): string {
  const why = reason.trim().replace(/\s+/g, ' ');
  if (why.length < 3) throw validationError('Say why, in a few words', [{ field: 'reason', message: 'Say why, in a few words' }]);
  return why;
}

function stepLabel(move: FulfilmentRecordMove, state: FulfilmentRow['status'], f: FulfilmentRow, note: string | null): string {
  if (move === 'open') return f.method === 'delivery' ? `Paid in full: awaiting dispatch, promised by ${f.promisedDate}` : `Paid in full: to collect by ${f.promisedDate}`;
  if (move === 'schedule') return note ?? 'Scheduled';
  if (move === 'failAttempt') return `Delivery failed: ${note ?? ''}`.trim();
  return FULFILMENT_STATE_LABELS[state];
}

const LAGOS_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

/** "28 Nov 2026, 14:05", Lagos time. */
export function lagosDateTime(instant: Date): string {
  return LAGOS_TIME.format(instant);
}
