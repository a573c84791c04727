import { randomUUID } from 'node:crypto';
import { In, IsNull, type EntityManager } from 'typeorm';
import { requireRole, type RequestContext } from '../../common/context';
import { forUpdate, isUniqueViolation, moneyTransaction, rawDate, sqlDateTime } from '../../common/db';
import { AppError, validationError } from '../../common/errors';
import { readListPage } from '../../common/list-query';
import { formatKobo } from '../../common/money';
import { maskContact } from '../../common/phone-format';
import { hasControlCharacters } from '../../common/text';
import { recordAudit } from '../audit';
import { basisPointsToRate } from '../marketer/domain/commission-rate';
import { MarketerRateChangeRow, MarketerRow } from '../marketer';
import { PaymentRow } from '../payment';
import { toNigerianMobile } from '../../common/nigerian-mobile';
import { namesOf, UserRow } from '../user';
import { CommissionEntryRow, CommissionPayoutItemRow, CommissionPayoutRow, type CommissionKind } from './commission.entity';
import {
  addToTotals,
  commissionKobo,
  commissionStatus,
  lagosMonth,
  settledIfHandedOverBefore,
  recentMonths,
  whyNoCommission,
  type CommissionStatus,
  type LineFacts,
  type StatusTotals,
} from './domain/commission-ledger';

/** Months in the portal's chart. */
export const CHART_MONTHS = 6;

export interface CommissionSummaryView extends StatusTotals {
  /** Lifetime earnings: every line, reversals netted. */
  totalKobo: number;
  thisMonthKobo: number;
  byMonth: { month: string; amountKobo: number }[];
}

export interface CommissionLine {
  id: string;
  kind: CommissionKind;
  amountKobo: number;
  baseKobo: number;
  /** A fraction: 0.1 = 10 %. */
  rate: number;
  status: CommissionStatus;
  createdAt: Date;
  paidAt: Date | null;
}

export interface CustomerCommissionsView {
  marketerId: string;
  customerId: string;
  customerName: string;
  /** The customer's phone (else e-mail) with most of it hidden, to tell two customers of one name apart; never the full value. */
  customerContact: string | null;
  totalKobo: number;
  count: number;
}

export interface CustomerCommissionsPageView {
  items: CustomerCommissionsView[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface CommissionPayout {
  id: string;
  marketerId: string;
  amountKobo: number;
  reference: string;
  note: string | null;
  entryCount: number;
  createdAt: Date;
}

export interface Performance {
  commissionKobo: number;
  customers: number;
  salesKobo: number;
}

export type AccrualOutcome = 'accrued' | 'nothing-earned' | 'already-settled';

const marketerNotFound = () => new AppError('NOT_FOUND', 'Marketer not found', [{ field: 'marketerId', message: 'Marketer not found' }]);
const NOTHING_TO_PAY = 'There is no approved commission to pay';
const REFERENCE_MESSAGE = 'Enter the payout reference (at most 100 characters)';
const NOTE_MESSAGE = 'The note may have at most 500 characters';

/**
 * The facts that decide each line's state, as 0/1 columns (see `commissionStatus`): whether a
 * payout includes it, whether its payment was reversed, whether the accrual a reversal cancels
 * was paid, and whether its plan is settled (completed, handed over, the refund window after it over).
 */
const LINE_FACTS = `
  CASE WHEN EXISTS (SELECT 1 FROM commission_payout_items i WHERE i.entry_id = e.id) THEN 1 ELSE 0 END AS paid,
  CASE WHEN e.kind = 'Accrual' AND EXISTS (SELECT 1 FROM commission_entries r WHERE r.payment_id = e.payment_id AND r.kind = 'Reversal') THEN 1 ELSE 0 END AS reversed,
  CASE WHEN e.kind = 'Reversal' AND EXISTS (
    SELECT 1 FROM commission_entries a JOIN commission_payout_items ai ON ai.entry_id = a.id WHERE a.payment_id = e.payment_id AND a.kind = 'Accrual'
  ) THEN 1 ELSE 0 END AS accrual_paid,
  CASE WHEN EXISTS (
    SELECT 1 FROM savings_plans p JOIN fulfilments f ON f.plan_id = p.id WHERE p.id = e.plan_id AND p.status = 'Completed' AND f.handed_over_at < ?
  ) THEN 1 ELSE 0 END AS settled`;

interface RawFacts {
  kind: CommissionKind;
  paid: number | string;
  reversed: number | string;
  accrual_paid: number | string;
  settled: number | string;
}

function factsOf(raw: RawFacts): LineFacts {
  return { kind: raw.kind, paid: Number(raw.paid) === 1, reversed: Number(raw.reversed) === 1, accrualPaid: Number(raw.accrual_paid) === 1, settled: Number(raw.settled) === 1 };
}

/**
 * The commission ledger: accrual on collected payments of referred customers, reversal when a
 * payment goes back, payouts, and the figures the portal and the admin read. Lines are inserted,
 * never updated; their state is derived (domain/commission-ledger.ts).
 */
export class CommissionService {
  /**
   * The `commissions.accrue` job (and the reconciliation): the payment's line, at the marketer's
   * rate when the payment was made, or nothing (no referral, self-referral, inactive marketer,
   * nothing applied). One transaction that also marks the payment settled; the unique
   * (payment, kind) key makes a retried or doubled run accrue once.
   */
  async accrue(ctx: RequestContext, paymentId: string): Promise<AccrualOutcome> {
    return moneyTransaction(ctx.manager, async (m) => {
      const payment = await m.findOne(PaymentRow, { where: { id: paymentId }, lock: forUpdate(m) });
      if (!payment || payment.commissionSettledAt) return 'already-settled';
      // Written by a run that died before marking the payment (the payment's lock orders runs).
      const written = await m.exists(CommissionEntryRow, { where: { paymentId, kind: 'Accrual' } });
      const outcome = written ? 'already-settled' : await this.accrueLine(m, ctx, payment);
      await m.update(PaymentRow, { id: paymentId, commissionSettledAt: IsNull() }, { commissionSettledAt: ctx.now });
      return outcome;
    });
  }

  private async accrueLine(m: EntityManager, ctx: RequestContext, payment: PaymentRow): Promise<AccrualOutcome> {
    const customer = await m.findOne(UserRow, { where: { id: payment.userId }, select: { id: true, referralCodeUsed: true, phoneNumber: true } });
    const marketer = customer?.referralCodeUsed ? await referrerOf(m, customer.referralCodeUsed) : null;
    const own = marketer && marketer.userId !== payment.userId ? await ownershipFacts(m, payment.userId, marketer.userId) : {};
    const why = whyNoCommission({ customerId: payment.userId, marketer, customerPhone: onePhoneForm(customer?.phoneNumber), ...own });
    if (why || !marketer) {
      if (why && why !== 'no-referrer') ctx.log.info({ paymentId: payment.id, why }, 'payment earns no commission');
      return 'nothing-earned';
    }
    const earnedAt = payment.paidAt ?? payment.createdAt;
    const rateBp = await rateAt(m, marketer.userId, earnedAt);
    const amountKobo = commissionKobo(payment.appliedKobo, rateBp);
    if (amountKobo <= 0) return 'nothing-earned';
    await m.insert(CommissionEntryRow, {
      id: randomUUID(),
      marketerId: marketer.userId,
      customerId: payment.userId,
      planId: payment.planId,
      paymentId: payment.id,
      kind: 'Accrual',
      amountKobo,
      baseKobo: payment.appliedKobo,
      rateBp,
      earnedMonth: lagosMonth(earnedAt),
      reason: null,
      createdAt: ctx.now,
    });
    ctx.log.info({ paymentId: payment.id, marketerId: marketer.userId, amountKobo, rateBp }, 'commission accrued');
    return 'accrued';
  }

  /** The admin's view of a marketer's balance (the payout dialog). */
  async marketerSummary(ctx: RequestContext, marketerId: string): Promise<CommissionSummaryView> {
    requireRole(ctx, 'Admin');
    if (!(await ctx.manager.exists(MarketerRow, { where: { userId: marketerId } }))) throw marketerNotFound();
    return this.summary(ctx.manager, marketerId, ctx.now);
  }

  /** A marketer's totals by state, lifetime, this month and by month: three aggregate queries, whatever the number of lines. */
  async summary(m: EntityManager, marketerId: string, now: Date): Promise<CommissionSummaryView> {
    const months = recentMonths(now, CHART_MONTHS);
    const [groups, byMonthRows, total] = await Promise.all([
      m.query(
        `SELECT x.kind, x.paid, x.reversed, x.accrual_paid, x.settled, SUM(x.amount_kobo) AS amount
           FROM (SELECT e.kind, e.amount_kobo, ${LINE_FACTS} FROM commission_entries e WHERE e.marketer_id = ?) x
          GROUP BY x.kind, x.paid, x.reversed, x.accrual_paid, x.settled`,
        [sqlDateTime(m, settledIfHandedOverBefore(now)), marketerId],
      ) as Promise<(RawFacts & { amount: string | number })[]>,
      m.query('SELECT earned_month AS month, SUM(amount_kobo) AS amount FROM commission_entries WHERE marketer_id = ? AND earned_month >= ? GROUP BY earned_month', [
        marketerId,
        months[0],
      ]) as Promise<{ month: string; amount: string | number }[]>,
      m.query('SELECT COALESCE(SUM(amount_kobo), 0) AS amount FROM commission_entries WHERE marketer_id = ?', [marketerId]) as Promise<{ amount: string | number }[]>,
    ]);
    const totals = groups.reduce<StatusTotals>((t, g) => addToTotals(t, { ...factsOf(g), amountKobo: Number(g.amount) }), { pendingKobo: 0, approvedKobo: 0, paidKobo: 0, reversedKobo: 0 });
    const monthly = new Map(byMonthRows.map((r) => [r.month, Number(r.amount)]));
    return {
      ...totals,
      totalKobo: Number(total[0]?.amount ?? 0),
      thisMonthKobo: monthly.get(lagosMonth(now)) ?? 0,
      byMonth: months.map((month) => ({ month, amountKobo: monthly.get(month) ?? 0 })),
    };
  }

  /** The marketer's customers with commission, biggest total first (or the one asked for). */
  async byCustomer(m: EntityManager, marketerId: string, opts: { customerId?: string | null; page?: number | string | null; pageSize?: number | string | null }): Promise<CustomerCommissionsPageView> {
    const paging = readListPage(opts.page, opts.pageSize);
    const where = opts.customerId ? 'e.marketer_id = ? AND e.customer_id = ?' : 'e.marketer_id = ?';
    const params = opts.customerId ? [marketerId, opts.customerId] : [marketerId];
    const [rows, counted] = await Promise.all([
      m.query(
        `SELECT e.customer_id AS customerId, SUM(e.amount_kobo) AS total, SUM(CASE WHEN e.kind = 'Accrual' THEN 1 ELSE 0 END) AS n
           FROM commission_entries e WHERE ${where}
          GROUP BY e.customer_id ORDER BY total DESC, e.customer_id LIMIT ? OFFSET ?`,
        [...params, paging.pageSize, paging.offset],
      ) as Promise<{ customerId: string; total: string | number; n: string | number }[]>,
      m.query(`SELECT COUNT(DISTINCT e.customer_id) AS n FROM commission_entries e WHERE ${where}`, params) as Promise<{ n: string | number }[]>,
    ]);
    const ids = rows.map((r) => r.customerId);
    const [names, contacts] = await Promise.all([namesOf(m, ids), maskedContactsOf(m, ids)]);
    return {
      items: rows.map((r) => ({
        marketerId,
        customerId: r.customerId,
        customerName: names.get(r.customerId) ?? 'Former customer',
        customerContact: contacts.get(r.customerId) ?? null,
        totalKobo: Number(r.total),
        count: Number(r.n),
      })),
      totalCount: Number(counted[0]?.n ?? 0),
      page: paging.page,
      pageSize: paging.pageSize,
    };
  }

  /** One customer's lines for a marketer, newest first, each with its state and when it was paid out. */
  async lines(m: EntityManager, marketerId: string, customerId: string, now: Date): Promise<CommissionLine[]> {
    return (await this.linesFor(m, marketerId, [customerId], now)).get(customerId) ?? [];
  }

  /** The lines of several customers for a marketer (a page of byCustomer), by customer: one statement whatever their number. */
  async linesFor(m: EntityManager, marketerId: string, customerIds: readonly string[], now: Date): Promise<Map<string, CommissionLine[]>> {
    const byCustomer = new Map<string, CommissionLine[]>(customerIds.map((id) => [id, []]));
    if (!customerIds.length) return byCustomer;
    const rows = (await m.query(
      `SELECT e.id, e.customer_id, e.kind, e.amount_kobo, e.base_kobo, e.rate_bp, e.created_at,
              (SELECT p.created_at FROM commission_payout_items i JOIN commission_payouts p ON p.id = i.payout_id WHERE i.entry_id = e.id) AS paid_at,
              ${LINE_FACTS}
         FROM commission_entries e WHERE e.marketer_id = ? AND e.customer_id IN (${customerIds.map(() => '?').join(', ')})
        ORDER BY e.created_at DESC, e.id`,
      [sqlDateTime(m, settledIfHandedOverBefore(now)), marketerId, ...customerIds],
    )) as (RawFacts & { id: string; customer_id: string; amount_kobo: string | number; base_kobo: string | number; rate_bp: number; created_at: Date | string; paid_at: Date | string | null })[];
    for (const r of rows) byCustomer.get(r.customer_id)?.push(lineOf(r));
    return byCustomer;
  }

  /**
   * Pays a marketer every Approved line (approved accruals less paid-out accruals reversed since):
   * one payout row, one item per line, the audit row, in one transaction under the marketer's
   * lock. `amountKobo` is what the admin saw; if the balance moved meanwhile, nothing is paid.
   */
  async recordPayout(ctx: RequestContext, input: { marketerId: string; amountKobo: number; reference: string; note?: string | null }): Promise<CommissionPayout> {
    const actor = requireRole(ctx, 'Admin');
    const reference = input.reference.trim();
    const note = input.note?.trim() || null;
    if (!reference || reference.length > 100 || hasControlCharacters(reference)) throw validationError(REFERENCE_MESSAGE, [{ field: 'reference', message: REFERENCE_MESSAGE }]);
    if (note && (note.length > 500 || hasControlCharacters(note.replace(/[\n\t]/g, ' ')))) throw validationError(NOTE_MESSAGE, [{ field: 'note', message: NOTE_MESSAGE }]);
    const payout = await moneyTransaction(ctx.manager, async (m) => {
      const marketer = await m.findOne(MarketerRow, { where: { userId: input.marketerId }, lock: forUpdate(m) });
      if (!marketer) throw marketerNotFound();
      const payable = await this.payableLines(m, input.marketerId, ctx.now);
      const amountKobo = payable.reduce((sum, l) => sum + l.amountKobo, 0);
      if (amountKobo <= 0) throw new AppError('NOTHING_TO_PAY', NOTHING_TO_PAY);
      if (amountKobo !== input.amountKobo) {
        const message = `The amount due is now ${formatKobo(amountKobo)}, not ${formatKobo(input.amountKobo)}: check it and record the payout again`;
        throw new AppError('AMOUNT_CHANGED', message, [{ field: 'amountKobo', message }]);
      }
      const row: CommissionPayoutRow = { id: randomUUID(), marketerId: input.marketerId, amountKobo, reference, note, recordedBy: actor.userId, createdAt: ctx.now };
      await m.insert(CommissionPayoutRow, row);
      await m.insert(CommissionPayoutItemRow, payable.map((l) => ({ entryId: l.id, payoutId: row.id })));
      await recordAudit(m, ctx, {
        action: 'commission.payout-recorded',
        targetType: 'Marketer',
        targetId: input.marketerId,
        before: null,
        after: { payoutId: row.id, amountKobo, reference, lines: payable.length },
        reason: note,
      });
      return { ...row, entryCount: payable.length };
    }).catch((err: unknown) => {
      // A line paid by a payout that committed first (the primary key on entry_id held).
      if (isUniqueViolation(err)) throw new AppError('AMOUNT_CHANGED', 'Another payout was recorded meanwhile: check the amount and try again');
      throw err;
    });
    ctx.log.info({ marketerId: input.marketerId, payoutId: payout.id, amountKobo: payout.amountKobo, lines: payout.entryCount }, 'commission payout recorded');
    return payout;
  }

  private async payableLines(m: EntityManager, marketerId: string, now: Date): Promise<{ id: string; amountKobo: number }[]> {
    const rows = (await m.query(
      `SELECT e.id, e.kind, e.amount_kobo, ${LINE_FACTS}
         FROM commission_entries e
        WHERE e.marketer_id = ? AND NOT EXISTS (SELECT 1 FROM commission_payout_items i WHERE i.entry_id = e.id)`,
      [sqlDateTime(m, settledIfHandedOverBefore(now)), marketerId],
    )) as (RawFacts & { id: string; amount_kobo: string | number })[];
    return rows.filter((r) => commissionStatus(factsOf(r)) === 'Approved').map((r) => ({ id: r.id, amountKobo: Number(r.amount_kobo) }));
  }

  /** The legacy performance figures over [start, end): commission earned (net), customers who signed up, and what they paid. */
  async performance(m: EntityManager, marketer: Pick<MarketerRow, 'userId' | 'referralCode'>, start: Date, end: Date): Promise<Performance> {
    const [money, customers] = await Promise.all([
      m
        .createQueryBuilder(CommissionEntryRow, 'e')
        .select('COALESCE(SUM(e.amountKobo), 0)', 'commission')
        .addSelect("COALESCE(SUM(CASE WHEN e.kind = 'Accrual' THEN e.baseKobo ELSE 0 - e.baseKobo END), 0)", 'sales')
        .where('e.marketerId = :id AND e.createdAt >= :start AND e.createdAt < :end', { id: marketer.userId, start, end })
        .getRawOne<{ commission: string | number; sales: string | number }>(),
      m
        .createQueryBuilder(UserRow, 'u')
        .where('u.referralCodeUsed IN (:...refs) AND u.registeredAt >= :start AND u.registeredAt < :end', { refs: [marketer.referralCode, marketer.referralCode.toLowerCase(), marketer.userId], start, end })
        .getCount(),
    ]);
    return { commissionKobo: Number(money?.commission ?? 0), salesKobo: Number(money?.sales ?? 0), customers };
  }
}

/**
 * Many marketers' ledger figures in one statement (the admin's list): lifetime commission
 * (every line, reversals netted, as the portal's 'Lifetime earnings') and the Lagos month's
 * (`month`, '2026-11'), by the ledger's (marketer, created) index.
 */
export async function commissionTotalsOf(m: EntityManager, marketerIds: string[], month: string): Promise<Map<string, { totalKobo: number; monthKobo: number }>> {
  if (!marketerIds.length) return new Map();
  const rows = (await m
    .createQueryBuilder(CommissionEntryRow, 'e')
    .select('e.marketerId', 'id')
    .addSelect('COALESCE(SUM(e.amountKobo), 0)', 'total')
    .addSelect('COALESCE(SUM(CASE WHEN e.earnedMonth = :month THEN e.amountKobo ELSE 0 END), 0)', 'month')
    .where('e.marketerId IN (:...ids)', { ids: marketerIds, month })
    .groupBy('e.marketerId')
    .getRawMany()) as { id: string; total: string | number; month: string | number }[];
  return new Map(rows.map((r) => [r.id, { totalKobo: Number(r.total), monthKobo: Number(r.month) }]));
}

/**
 * Cancels the commission on a payment that was reverted or refunded: a Reversal line for the
 * accrual's amount, negated. Runs inside the transaction that reverts the payment (issue 14's
 * revert and refund call it); once per payment, nothing when the payment earned nothing.
 */
export async function reverseCommission(m: EntityManager, args: { paymentId: string; reason: string; now: Date }): Promise<CommissionEntryRow | null> {
  const accrual = await m.findOne(CommissionEntryRow, { where: { paymentId: args.paymentId, kind: 'Accrual' } });
  if (!accrual || (await m.exists(CommissionEntryRow, { where: { paymentId: args.paymentId, kind: 'Reversal' } }))) return null;
  const reversal: CommissionEntryRow = {
    ...accrual,
    id: randomUUID(),
    kind: 'Reversal',
    amountKobo: -accrual.amountKobo,
    earnedMonth: lagosMonth(args.now),
    reason: args.reason.slice(0, 300),
    createdAt: args.now,
  };
  await m.insert(CommissionEntryRow, reversal);
  return reversal;
}

/**
 * The marketer a customer's stored referral names: by code (any case: codes are upper case) or,
 * from the original links, by user id; with whether they still hold the role and are Active.
 */
async function referrerOf(m: EntityManager, reference: string): Promise<{ userId: string; active: boolean; holdsRole: boolean } | null> {
  const rows = (await m.query(
    `SELECT k.user_id AS userId, k.status AS status,
            CASE WHEN EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = k.user_id AND r.role = 'Marketer') THEN 1 ELSE 0 END AS holdsRole
       FROM marketers k WHERE k.referral_code = ? OR k.user_id = ?`,
    [reference.trim().toUpperCase(), reference.trim()],
  )) as { userId: string; status: string; holdsRole: number | string }[];
  const row = rows[0];
  return row ? { userId: row.userId, active: row.status === 'Active', holdsRole: Number(row.holdsRole) === 1 } : null;
}

/**
 * What tells a marketer's second account: both people's phone numbers, and the signatures of the
 * cards each has paid with (kept on the payments) or saved, whether or not still saved. Two
 * statements, whatever the number of payments.
 */
async function ownershipFacts(m: EntityManager, customerId: string, marketerId: string): Promise<{ marketerPhone: string | null; customerCards: string[]; marketerCards: string[] }> {
  const [marketerUser, cards] = await Promise.all([
    m.findOne(UserRow, { where: { id: marketerId }, select: { id: true, phoneNumber: true } }),
    m.query(
      `SELECT user_id AS userId, card_signature AS signature FROM payments WHERE user_id IN (?, ?) AND card_signature IS NOT NULL
       UNION SELECT user_id, signature FROM payment_methods WHERE user_id IN (?, ?)`,
      [customerId, marketerId, customerId, marketerId],
    ) as Promise<{ userId: string; signature: string }[]>,
  ]);
  const of = (id: string) => cards.filter((c) => c.userId === id).map((c) => c.signature);
  return { marketerPhone: onePhoneForm(marketerUser?.phoneNumber), customerCards: of(customerId), marketerCards: of(marketerId) };
}

/** A stored phone number in the one form sign-up stores (234XXXXXXXXXX), whatever older rows hold; null for none. */
function onePhoneForm(phone: string | null | undefined): string | null {
  return phone ? (toNigerianMobile(phone) ?? phone.trim()) || null : null;
}

/** The rate in effect at `at`: the latest change on or before it (the first one if the payment predates them all). */
async function rateAt(m: EntityManager, marketerId: string, at: Date): Promise<number> {
  const latest =
    (await m.createQueryBuilder(MarketerRateChangeRow, 'c').where('c.marketerId = :marketerId AND c.changedAt <= :at', { marketerId, at }).orderBy('c.changedAt', 'DESC').getOne()) ??
    (await m.findOne(MarketerRateChangeRow, { where: { marketerId }, order: { changedAt: 'ASC' } }));
  return latest?.rateBp ?? 0;
}

/**
 * Each customer's phone number (else e-mail address) masked here, on the server: the marketer's
 * commission view is given enough to tell two customers of one name apart ('0812 *** 8908',
 * 'ad***@gmail.com'), never the full contact details (specification section 2 gives the
 * Commissions tab none).
 */
async function maskedContactsOf(m: EntityManager, ids: readonly string[]): Promise<Map<string, string | null>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const users = await m.find(UserRow, { where: { id: In(wanted) }, select: { id: true, phoneNumber: true, email: true } });
  return new Map(users.map((u) => [u.id, maskContact(u)]));
}

/** A commission line as read by linesFor. */
function lineOf(r: RawFacts & { id: string; amount_kobo: string | number; base_kobo: string | number; rate_bp: number; created_at: Date | string; paid_at: Date | string | null }): CommissionLine {
  return {
    id: r.id,
    kind: r.kind,
    amountKobo: Number(r.amount_kobo),
    baseKobo: Number(r.base_kobo),
    rate: basisPointsToRate(Number(r.rate_bp)),
    status: commissionStatus(factsOf(r)),
    createdAt: rawDate(r.created_at),
    paidAt: r.paid_at ? rawDate(r.paid_at) : null,
  };
}
