import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { requireRole, type RequestContext } from '../../../common/context';
import { formatKobo } from '../../../common/money';
import { addDays, lagosDate, lagosStartOfDay, type LocalDate } from '../../../common/time';
import type { PaystackGateway } from '../../../integrations/paystack/paystack-client';
import type { JobQueue } from '../../../jobs/queue';
import { UserRoleRow, UserRow } from '../../user';
import { ledgerDifference, MISSING_REFERENCES_KEPT, type LedgerTotals } from './domain/ledger-balance';
import { LedgerCheckRow } from './ledger-check.entity';
import { PaymentRow } from '../payment.entity';
import { StrayChargeRow } from '../refunds/stray-charge.entity';
import { BankTransferRow } from '../transfers/transfer.entity';

export interface LedgerCheckView extends LedgerTotals {
  businessDate: LocalDate;
  checkedAt: Date;
  differenceKobo: number;
  missingReferences: string[];
  missingCount: number;
  providerError: string | null;
  balanced: boolean;
}

const PER_PAGE = 100;
/** A day with more successful transactions than this is checked up to here, and the report says so. */
const MAX_PAGES = 50;

/**
 * The nightly check of the books (`ledger.check`, 01:30 Lagos, for the day before): the ledger
 * equation over every money row, and every successful Paystack transaction of the day matched to
 * a payment row. Any difference is kept for the dashboard and e-mailed to the active admins.
 */
export class LedgerCheckService {
  constructor(private readonly deps: { paystack: PaystackGateway; jobs: JobQueue }) {}

  async run(ctx: RequestContext): Promise<{ balanced: boolean; differenceKobo: number; missing: number; providerChecked: boolean }> {
    const businessDate = addDays(lagosDate(ctx.now), -1);
    const totals = await this.totals(ctx);
    const differenceKobo = ledgerDifference(totals);
    const provider = await this.unrecordedTransactions(ctx, businessDate);
    const balanced = differenceKobo === 0 && provider.missing.length === 0 && !provider.error;
    const row = {
      businessDate,
      checkedAt: ctx.now,
      ...totals,
      differenceKobo,
      missingCount: provider.missing.length,
      missingReferences: JSON.stringify(provider.missing.slice(0, MISSING_REFERENCES_KEPT)),
      providerError: provider.error,
      balanced,
    };
    // A report, not money: checking a day again replaces its row.
    const existing = await ctx.manager.findOne(LedgerCheckRow, { where: { businessDate } });
    if (existing) await ctx.manager.update(LedgerCheckRow, { id: existing.id }, row);
    else await ctx.manager.insert(LedgerCheckRow, { id: randomUUID(), ...row });

    if (!balanced) {
      ctx.log.error({ businessDate, differenceKobo, missing: provider.missing.length, providerError: provider.error }, 'the books do not balance');
      await this.tellAdmins(ctx, toView({ ...row, id: '' }));
    }
    return { balanced, differenceKobo, missing: provider.missing.length, providerChecked: !provider.error };
  }

  /** The latest check, for the dashboard; null before the first. */
  async latest(ctx: RequestContext): Promise<LedgerCheckView | null> {
    requireRole(ctx, 'Admin');
    const row = await ctx.manager.findOne(LedgerCheckRow, { where: {}, order: { businessDate: 'DESC' } });
    return row ? toView(row) : null;
  }

  /**
   * The equation's sums over every money row: one statement. A stray charge (issue 28: verified,
   * for no plan of the customer's) is money received and refunded whole from the moment it is
   * written, so it counts on both sides. A bank transfer (issue 27) is received once, as its own
   * row: the payments it made into plans (provider 'transfer') are where it went, not more money
   * received, and what it left is in the customer's credit; a credit paid back counts as refunded.
   */
  private async totals(ctx: RequestContext): Promise<LedgerTotals> {
    const [r] = (await ctx.manager.query(
      `SELECT (SELECT COALESCE(SUM(amount_kobo), 0) FROM payments WHERE status = 'success' AND provider <> 'transfer')
                + (SELECT COALESCE(SUM(amount_kobo), 0) FROM stray_charges)
                + (SELECT COALESCE(SUM(amount_kobo), 0) FROM bank_transfers) AS collected,
              (SELECT COALESCE(SUM(amount_kobo), 0) FROM payment_reversals)
                + (SELECT COALESCE(SUM(amount_kobo), 0) FROM stray_charges)
                - (SELECT COALESCE(SUM(amount_kobo), 0) FROM customer_credits WHERE kind = 'refund') AS reversed,
              (SELECT COALESCE(SUM(amount_paid_kobo), 0) FROM savings_plans) AS plansPaid,
              (SELECT COALESCE(SUM(amount_kobo), 0) FROM credit_entries)
                + (SELECT COALESCE(SUM(amount_kobo), 0) FROM customer_credits) AS credits,
              (SELECT COALESCE(SUM(x.overpayment_kobo), 0) FROM payments x
                WHERE x.status = 'success' AND NOT EXISTS (SELECT 1 FROM payment_reversals r WHERE r.payment_id = x.id)) AS overpaid`,
    )) as Record<string, number | string>[];
    return { collectedKobo: Number(r.collected), reversedKobo: Number(r.reversed), plansPaidKobo: Number(r.plansPaid), creditsKobo: Number(r.credits), overpaidKobo: Number(r.overpaid) };
  }

  /** The day's successful Paystack transactions with no payment row (the webhook and the sweep both missed them) nor stray charge (recorded, being refunded). */
  private async unrecordedTransactions(ctx: RequestContext, date: LocalDate): Promise<{ missing: string[]; error: string | null }> {
    const from = lagosStartOfDay(date);
    const to = new Date(lagosStartOfDay(addDays(date, 1)).getTime() - 1);
    const missing: string[] = [];
    try {
      for (let page = 1, pageCount = 1; page <= Math.min(pageCount, MAX_PAGES); page++) {
        const listed = await this.deps.paystack.listSuccessful({ from, to, page, perPage: PER_PAGE });
        pageCount = listed.pageCount;
        const references = listed.transactions.filter((t) => t.status === 'success').map((t) => t.reference);
        if (!references.length) continue;
        const recorded = await ctx.manager.find(PaymentRow, { where: { providerReference: In(references) }, select: { providerReference: true } });
        const strays = await ctx.manager.find(StrayChargeRow, { where: { reference: In(references) }, select: { reference: true } });
        const transfers = await ctx.manager.find(BankTransferRow, { where: { reference: In(references) }, select: { reference: true } });
        const known = new Set([...recorded.map((p) => p.providerReference), ...strays.map((s) => s.reference), ...transfers.map((t) => t.reference)]);
        missing.push(...references.filter((ref) => !known.has(ref)));
      }
    } catch (err) {
      ctx.log.warn({ err, date }, 'could not list the day’s Paystack transactions');
      return { missing, error: `Paystack could not be asked: ${(err as Error).message}`.slice(0, 300) };
    }
    return { missing, error: null };
  }

  private async tellAdmins(ctx: RequestContext, check: LedgerCheckView): Promise<void> {
    const admins = await ctx.manager
      .createQueryBuilder(UserRow, 'u')
      .innerJoin(UserRoleRow, 'r', "r.user_id = u.id AND r.role = 'Admin'")
      .where("u.status = 'Active'")
      .select(['u.id', 'u.email', 'u.firstName'])
      .getMany();
    const lines = [
      `The nightly check of ${check.businessDate} found a difference in the books.`,
      '',
      `Ledger difference: ${formatKobo(check.differenceKobo)} (received ${formatKobo(check.collectedKobo)}, reversed ${formatKobo(check.reversedKobo)}, in plans ${formatKobo(check.plansPaidKobo)}, in credit ${formatKobo(check.creditsKobo)}, owed back ${formatKobo(check.overpaidKobo)}).`,
      `Successful Paystack transactions without a payment row: ${check.missingCount}${check.missingReferences.length ? ` (${check.missingReferences.slice(0, 20).join(', ')})` : ''}.`,
      ...(check.providerError ? [`Paystack could not be asked: ${check.providerError}`] : []),
      '',
      'The admin dashboard shows the latest check.',
    ];
    for (const admin of admins) {
      await this.deps.jobs.enqueue(
        'mail.send',
        { to: admin.email, subject: `Food Savings: the books of ${check.businessDate} do not balance`, text: lines.join('\n'), idempotencyKey: `ledger-${check.businessDate}-${admin.id}` },
        { jobId: `ledger-${check.businessDate}-${admin.id}` },
      );
    }
  }
}

function toView(row: LedgerCheckRow): LedgerCheckView {
  return {
    businessDate: row.businessDate,
    checkedAt: row.checkedAt,
    collectedKobo: row.collectedKobo,
    reversedKobo: row.reversedKobo,
    plansPaidKobo: row.plansPaidKobo,
    creditsKobo: row.creditsKobo,
    overpaidKobo: row.overpaidKobo,
    differenceKobo: row.differenceKobo,
    missingReferences: JSON.parse(row.missingReferences) as string[],
    missingCount: row.missingCount,
    providerError: row.providerError,
    balanced: row.balanced,
  };
}
