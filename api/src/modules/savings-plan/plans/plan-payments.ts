import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../../common/context';

/** A payment into a plan as the plan's views show it. */
export interface PlanPaymentView {
  id: string;
  reference: string;
  amountKobo: number;
  appliedKobo: number;
  overpaymentKobo: number;
  currency: string;
  channel: string | null;
  scheduleId: string | null;
  paidAt: Date | null;
  createdAt: Date;
  /** Who paid it through the plan's contribution link; null for the owner's own payments. */
  contributorName: string | null;
}

/** A payment of a plan as the admin's schedule shows it, taken back or not. */
export interface LedgerPaymentView {
  id: string;
  provider: string;
  reference: string;
  externalReference: string | null;
  channel: string | null;
  amountKobo: number;
  appliedKobo: number;
  note: string | null;
  recordedByName: string | null;
  /** Who paid it through the plan's contribution link. */
  contributorName: string | null;
  paidAt: Date | null;
  revertedAt: Date | null;
  revertReason: string | null;
  revertKind: string | null;
  refundChannel: string | null;
  refundStatus: string | null;
}

/** A payment given back, as the customer's view of a plan ended early shows it. */
export interface PlanRefundView {
  amountKobo: number;
  /** 'card' (through Paystack), or cash / bank_transfer / pos (paid back by hand). */
  channel: string;
  status: string;
  /** Promised between these Lagos days (the 7th and 14th working day after it was asked for). */
  dueFrom: string | null;
  dueBy: string | null;
}

/**
 * What the plans ask the payment feature about the payments into them: it keeps those rows (and
 * implements this), while the plans' views and admin operations only read them. Wired in services.ts,
 * so that the plans never import the feature that credits them.
 */
export interface PlanPayments {
  /** The payments into these plans not taken back (reverted or refunded), oldest first, with their plan. */
  liveOf(m: EntityManager, planIds: string[]): Promise<(PlanPaymentView & { planId: string })[]>;
  /** Whether the plan ever received a payment (one that did is never deleted, only cancelled). */
  anyOn(m: EntityManager, planId: string): Promise<boolean>;
  /** Every payment of the plan, oldest first, each with who recorded it (a manual one) and its reversal or refund if any. */
  ledgerOf(m: EntityManager, planId: string): Promise<LedgerPaymentView[]>;
  /**
   * Gives back every payment whose money the plan holds (its own and those of plans whose money
   * moved into it), writing the refund rows in the caller's transaction; the plan's own change is
   * the plan account's. After the commit, `afterRefund` sends them (owed work).
   */
  refundAll(m: EntityManager, args: { planId: string; actorId: string; reason: string; now: Date }): Promise<PlanRefundView[]>;
  afterRefund(ctx: RequestContext, planId: string): Promise<void>;
  /** The refunds written against these plans, oldest first. */
  refundsOf(m: EntityManager, planIds: string[]): Promise<(PlanRefundView & { planId: string })[]>;
}

/** The customer's saved cards, as the plans' payment preference needs them (the payment feature keeps them). */
export interface SavedCards {
  hasReusableCard(m: EntityManager, userId: string): Promise<boolean>;
}
