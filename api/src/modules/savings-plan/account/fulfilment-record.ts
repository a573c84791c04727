import { randomUUID } from 'node:crypto';
import { MoreThan, type EntityManager } from 'typeorm';
import { AppError } from '../../../common/errors';
import type { LocalDate } from '../../../common/time';
import { isBeforeDispatch, isHandedOver, nextFulfilment, type FulfilmentMove, type FulfilmentRecordMove, type FulfilmentState } from '../domain/fulfilment-moves';
import { afterWrongCode, handoverCode, handoverCodeMatches, MAX_WRONG_HANDOVER_CODES, newCodeNonce } from '../domain/handover-code';
import type { DeliveryAddress } from '../domain/lagos-address';
import { handOverForPlan, releaseForPlan, reserveForPlan } from '../../stock';
import { promisedWindow } from '../domain/working-calendar';
import { ClosureDayRow, FulfilmentMoveRow, FulfilmentRow, SavingsPlanRow } from './savings-plan.entity';

/** Who moves a pack on (null: the system, e.g. a reverted payment), and what the move carries (its date, its rider, its reason). */
export interface MoveDetails {
  actorId: string | null;
  note?: string | null;
  scheduledFor?: LocalDate;
  riderId?: string;
}

export type HandoverOutcome =
  | { kind: 'handed-over'; fulfilment: FulfilmentRow }
  | { kind: 'wrong-code'; left: number }
  | { kind: 'locked' };

function moveRefused(message: string): AppError {
  return new AppError('FULFILMENT_MOVE', message);
}

/**
 * A plan's fulfilment: its row and its moves, each a fulfilment_moves row written once with who,
 * when and why (the customer's notice about it is owed until notified_at). Only the plan account
 * uses this, inside its transaction with the plan's row locked, so moves of one pack take turns.
 */
export class FulfilmentRecord {
  private constructor(
    private readonly m: EntityManager,
    private row: FulfilmentRow,
  ) {}

  get fulfilment(): Readonly<FulfilmentRow> {
    return this.row;
  }

  private get current() {
    return { state: this.row.status, method: this.row.method };
  }

  static async of(m: EntityManager, planId: string): Promise<FulfilmentRecord | null> {
    const row = await m.findOne(FulfilmentRow, { where: { planId } });
    return row ? new FulfilmentRecord(m, row) : null;
  }

  /**
   * Paid in full: the pack is owed, promised by the 5th Lagos working day after `paidOn` (weekends,
   * public holidays and closure days skipped), with a new handover code. A plan paid again after a
   * reversal cancelled its fulfilment reopens the same row, its history kept.
   */
  static async open(m: EntityManager, plan: SavingsPlanRow, now: Date, paidOn: LocalDate): Promise<FulfilmentRecord> {
    const closures = (await m.find(ClosureDayRow, { where: { day: MoreThan(paidOn) } })).map((c) => c.day);
    const window = promisedWindow(paidOn, closures);
    const fields = {
      method: plan.fulfilmentMethod,
      address: plan.fulfilmentMethod === 'delivery' ? plan.deliveryAddress : null,
      landmark: plan.fulfilmentMethod === 'delivery' ? plan.deliveryLandmark : null,
      area: plan.fulfilmentMethod === 'delivery' ? plan.deliveryArea : null,
      expectedFrom: window.from,
      expectedTo: window.to,
      promisedDate: window.to,
      status: 'AwaitingDispatch' as const,
      scheduledFor: null,
      riderId: null,
      codeNonce: newCodeNonce(),
      wrongCodes: 0,
      handedOverAt: null,
      updatedAt: now,
    };
    const existing = await m.findOne(FulfilmentRow, { where: { planId: plan.id } });
    let row: FulfilmentRow;
    if (existing) {
      await m.update(FulfilmentRow, { id: existing.id }, fields);
      row = { ...existing, ...fields };
    } else {
      row = { id: randomUUID(), planId: plan.id, ...fields, createdAt: now };
      await m.insert(FulfilmentRow, row);
    }
    const record = new FulfilmentRecord(m, row);
    await record.write(now, 'open', existing?.status ?? null, { actorId: null });
    // The pack owed is reserved in the same transaction (once: a reopened plan reserves again only after its release).
    await reserveForPlan(m, plan.id, plan.foodPackId, now);
    return record;
  }

  /** The code the customer gives at the handover (domain/handover-code): only for the customer's own eyes. */
  code(key: Buffer): string | null {
    return this.row.codeNonce && !isHandedOver(this.row.status) && this.row.status !== 'Cancelled' ? handoverCode(key, this.row.id, this.row.codeNonce) : null;
  }

  /** A move of the state table (domain/fulfilment-moves) with what it carries; refused with the table's message. */
  async move(now: Date, move: Exclude<FulfilmentMove, 'deliver' | 'collect'>, details: MoveDetails): Promise<FulfilmentRow> {
    const step = nextFulfilment(this.current, move);
    if (!step.ok) throw moveRefused(step.message);
    const fields: Partial<FulfilmentRow> = { status: step.state, method: step.method };
    if (move === 'schedule') {
      if (!details.scheduledFor) throw moveRefused('Choose the day of the delivery');
      fields.scheduledFor = details.scheduledFor;
      if (details.riderId) fields.riderId = details.riderId;
    }
    if (move === 'dispatch' && !this.row.riderId) throw moveRefused('Assign a rider before the pack goes out');
    if (move === 'failAttempt' || move === 'switchToPickup' || move === 'switchToDelivery') Object.assign(fields, { scheduledFor: null, riderId: null });
    if (move === 'switchToPickup') Object.assign(fields, { address: null, landmark: null, area: null });
    return this.apply(now, move, fields, details);
  }

  /** A delivery's rider, while it is scheduled (and not yet on the road). */
  async assign(now: Date, riderId: string, details: MoveDetails): Promise<FulfilmentRow> {
    if (this.row.method !== 'delivery' || this.row.status !== 'Scheduled') {
      throw moveRefused('A rider can be assigned only to a delivery that is scheduled and not yet out');
    }
    return this.apply(now, 'assign', { riderId }, details);
  }

  /** The customer's new Lagos address, before the pack leaves; switching from pickup makes it a delivery. */
  async changeAddress(now: Date, address: DeliveryAddress, details: MoveDetails): Promise<FulfilmentRow> {
    const fields = { address: address.street, landmark: address.landmark, area: address.area };
    if (this.row.method === 'pickup') {
      const step = nextFulfilment(this.current, 'switchToDelivery');
      if (!step.ok) throw moveRefused(step.message);
      return this.apply(now, 'switchToDelivery', { ...fields, status: step.state, method: step.method, scheduledFor: null, riderId: null }, details);
    }
    if (!isBeforeDispatch(this.row.status)) throw moveRefused('The address can be changed only until the pack leaves our office');
    return this.apply(now, 'changeAddress', fields, details);
  }

  /**
   * The handover, with the code the customer gives: a wrong one is counted (kept, though the
   * caller reports it as a refusal), and at MAX_WRONG_HANDOVER_CODES the handover is locked until
   * an admin overrides it. Delivered or Collected, by the method.
   */
  async handOver(now: Date, typed: string, key: Buffer, details: MoveDetails): Promise<HandoverOutcome> {
    const move = this.handoverMove();
    if (this.row.wrongCodes >= MAX_WRONG_HANDOVER_CODES) return { kind: 'locked' };
    if (!handoverCodeMatches(typed, handoverCode(key, this.row.id, this.row.codeNonce ?? ''))) {
      const wrong = afterWrongCode(this.row.wrongCodes);
      await this.m.update(FulfilmentRow, { id: this.row.id }, { wrongCodes: wrong.wrong, updatedAt: now });
      this.row = { ...this.row, wrongCodes: wrong.wrong };
      return wrong.locked ? { kind: 'locked' } : { kind: 'wrong-code', left: wrong.left };
    }
    return { kind: 'handed-over', fulfilment: await this.handOverNow(now, move, details) };
  }

  /** An admin completes a locked handover (the customer proved who they are some other way); the reason is the note. */
  async overrideHandover(now: Date, details: MoveDetails & { note: string }): Promise<FulfilmentRow> {
    const move = this.handoverMove();
    if (this.row.wrongCodes < MAX_WRONG_HANDOVER_CODES) throw moveRefused('Only a handover locked by wrong codes can be overridden: enter the customer’s code');
    return this.handOverNow(now, move, { ...details, note: `Override: ${details.note}` });
  }

  /**
   * The plan was refunded, or the payment that completed it reverted: a pack not handed over is
   * not sent (a handed-over one stays as it is: the refund's own rules decide about it).
   */
  async cancel(now: Date, details: MoveDetails): Promise<void> {
    if (isHandedOver(this.row.status) || this.row.status === 'Cancelled') return;
    await this.move(now, 'cancel', details);
  }

  private handoverMove(): 'deliver' | 'collect' {
    const move = this.row.method === 'delivery' ? 'deliver' : 'collect';
    const step = nextFulfilment(this.current, move);
    if (!step.ok) throw moveRefused(step.message);
    return move;
  }

  private async handOverNow(now: Date, move: 'deliver' | 'collect', details: MoveDetails): Promise<FulfilmentRow> {
    const step = nextFulfilment(this.current, move);
    if (!step.ok) throw moveRefused(step.message);
    return this.apply(now, move, { status: step.state, handedOverAt: now }, details);
  }

  private async apply(now: Date, move: FulfilmentRecordMove, fields: Partial<FulfilmentRow>, details: MoveDetails): Promise<FulfilmentRow> {
    const from = this.row.status;
    await this.m.update(FulfilmentRow, { id: this.row.id }, { ...fields, updatedAt: now });
    this.row = { ...this.row, ...fields, updatedAt: now };
    await this.write(now, move, from, details);
    await this.followInStock(now, move, details.actorId);
    return this.row;
  }

  /** Stock follows the pack (modules/stock): a cancelled fulfilment releases its reservation, a handover takes the pack out of stock. */
  private async followInStock(now: Date, move: FulfilmentRecordMove, actorId: string | null): Promise<void> {
    if (move === 'cancel') await releaseForPlan(this.m, this.row.planId, now, actorId);
    if (move === 'deliver' || move === 'collect') {
      const plan = await this.m.findOneOrFail(SavingsPlanRow, { where: { id: this.row.planId }, select: { id: true, foodPackId: true } });
      await handOverForPlan(this.m, this.row.planId, plan.foodPackId, now, actorId);
    }
  }

  private async write(now: Date, move: FulfilmentRecordMove, from: FulfilmentState | null, details: Pick<MoveDetails, 'actorId' | 'note'>): Promise<void> {
    await this.m.insert(FulfilmentMoveRow, {
      id: randomUUID(),
      fulfilmentId: this.row.id,
      planId: this.row.planId,
      move,
      fromState: from,
      toState: this.row.status,
      actorId: details.actorId,
      note: details.note ?? null,
      at: now,
      notifiedAt: null,
    });
  }
}
