import { randomUUID } from 'node:crypto';
import { In, IsNull } from 'typeorm';
import { requireActor, requireRole, withManager, type RequestContext } from '../../../common/context';
import { isUniqueViolation, moneyTransaction } from '../../../common/db';
import { AppError } from '../../../common/errors';
import { formatKobo } from '../../../common/money';
import { lagosDate } from '../../../common/time';
import { PaystackError, type PaystackDedicatedAccounts, type PaystackGateway, type PaystackTransaction } from '../../../integrations/paystack/paystack-client';
import type { Mailer } from '../../../integrations/mail/mailer';
import type { DutyOutcome, OwedWork } from '../../../jobs/owed-work';
import type { JobQueue } from '../../../jobs/queue';
import { recordAudit, SYSTEM_ACTOR_ID } from '../../audit';
import { PlanAccount, SavingsPlanRow } from '../../savings-plan';
import { planNotFound } from '../../savings-plan/domain/plan-rules';
import { UserRow } from '../../user';
import { creditPlan } from '../checkout/credit-plan';
import { PaymentRow, type PaymentVia } from '../payment.entity';
import { lockCustomer } from '../refunds/stray-charges';
import { allocateTransfer, dueInstalments, type DueInstalment, type PlanShare } from './domain/allocate-transfer';
import { accountView, TRANSFER_CHECK_INTERVAL_MS, type DedicatedAccountView } from './dedicated-account.service';
import { transferReceiptEmail, type AllocationLine } from './transfer.emails';
import { BankTransferRow, CustomerCreditRow, DedicatedAccountRow, type CustomerCreditKind } from './transfer.entity';

export const DEDICATED_NUBAN = 'dedicated_nuban';
/** How far back the sweep lists an account's transactions for a transfer whose webhook never came. */
const LOOKBACK_MS = 3 * 24 * 60 * 60_000;
const PER_PAGE = 50;
const MAX_PAGES = 5;
const SHOWN = 50;
/** An account with no transfer in the lookback is looked at this often instead of hourly. */
const IDLE_CHECK_INTERVAL_MS = 6 * 60 * 60_000;

export interface TransferLineView {
  planId: string | null;
  packName: string | null;
  amountKobo: number;
  /** e.g. "instalments 2 and 3 paid" or "kept as credit". */
  note: string;
}

export interface BankTransferView {
  reference: string;
  amountKobo: number;
  appliedKobo: number;
  creditedKobo: number;
  paidAt: Date | null;
  createdAt: Date;
  lines: TransferLineView[];
}

export interface CreditLineView {
  kind: CustomerCreditKind;
  amountKobo: number;
  planId: string | null;
  note: string | null;
  createdAt: Date;
}

export interface BankTransfersView {
  account: DedicatedAccountView | null;
  creditBalanceKobo: number;
  credits: CreditLineView[];
  transfers: BankTransferView[];
}

/**
 * Money transferred into customers' own account numbers (issue 27). A transfer is credited only
 * after Paystack confirms it by reference (success, NGN, channel dedicated_nuban, into an account
 * of ours), then in ONE transaction, with the customer's row and their open plans' rows locked:
 * recorded once under its unique reference, applied to the instalments due oldest first (each plan
 * through its PlanAccount, as a payment of provider 'transfer'), the rest written to the customer's
 * credit. The receipt and the commissions are owed from the commit.
 */
export class TransferService {
  constructor(private readonly deps: { paystack: PaystackGateway & PaystackDedicatedAccounts; owed: OwedWork; mailer: Mailer; jobs: JobQueue; supportEmail: string }) {}

  /** A `charge.success` on the dedicated_nuban channel (the webhook), or one the sweep found. Idempotent by reference. */
  async receive(ctx: RequestContext, reference: string, via: Extract<PaymentVia, 'webhook' | 'reconciliation'>): Promise<{ transfer: BankTransferRow; already: boolean }> {
    const before = await ctx.manager.findOne(BankTransferRow, { where: { reference } });
    if (before) return { transfer: before, already: true };
    const tx = await this.verify(ctx, reference);
    const account =
      (tx.customerCode ? await ctx.manager.findOne(DedicatedAccountRow, { where: { customerCode: tx.customerCode } }) : null) ??
      (tx.receiverAccountNumber ? await ctx.manager.findOne(DedicatedAccountRow, { where: { accountNumber: tx.receiverAccountNumber } }) : null);
    if (!account) {
      ctx.log.error({ reference, customerCode: tx.customerCode }, 'a transfer into a dedicated account that is not one of ours: NOT credited');
      throw new AppError('TRANSFER_ACCOUNT_UNKNOWN', 'This transfer is into no dedicated account of ours');
    }
    let recorded: { transfer: BankTransferRow; already: boolean; paymentIds: string[] };
    try {
      recorded = await moneyTransaction(ctx.manager, (m) => this.record(withManager(ctx, m), account, tx, via));
    } catch (err) {
      const winner = isUniqueViolation(err) ? await ctx.manager.findOne(BankTransferRow, { where: { reference } }) : null;
      if (!winner) throw err;
      recorded = { transfer: winner, already: true, paymentIds: [] };
    }
    if (!recorded.already) {
      const { transfer } = recorded;
      ctx.log.info({ reference, transferId: transfer.id, amountKobo: transfer.amountKobo, appliedKobo: transfer.appliedKobo, creditedKobo: transfer.creditedKobo, via }, 'bank transfer credited');
      await this.deps.owed.request(ctx, 'transfer-receipts', transfer.id);
      for (const id of recorded.paymentIds) await this.deps.owed.request(ctx, 'commissions', id);
    }
    return recorded;
  }

  private async verify(ctx: RequestContext, reference: string): Promise<PaystackTransaction> {
    let tx: PaystackTransaction;
    try {
      tx = await this.deps.paystack.verify(reference);
    } catch (err) {
      if (!(err instanceof PaystackError)) throw err;
      if (err.notFound) throw new AppError('NOT_FOUND', 'Paystack has no transaction with this reference');
      throw new AppError('PAYMENT_PROVIDER_ERROR', "We couldn't check this transfer with Paystack; it is tried again");
    }
    if (tx.status !== 'success') throw new AppError('PAYMENT_NOT_SUCCESSFUL', `Paystack says this transfer is ${tx.status}`);
    const problems = [
      tx.reference !== reference && 'reference',
      tx.currency !== 'NGN' && 'currency',
      tx.channel !== DEDICATED_NUBAN && 'channel',
      !(Number.isSafeInteger(tx.amountKobo) && tx.amountKobo > 0) && 'amount',
    ].filter(Boolean);
    if (problems.length) {
      ctx.log.error({ reference, problems }, 'a transfer Paystack describes otherwise: NOT credited');
      throw new AppError('PAYMENT_MISMATCH', `This transfer does not match (${problems.join(', ')})`);
    }
    return tx;
  }

  /** The one money transaction of a transfer. */
  private async record(ctx: RequestContext, account: DedicatedAccountRow, tx: PaystackTransaction, via: PaymentVia): Promise<{ transfer: BankTransferRow; already: boolean; paymentIds: string[] }> {
    const m = ctx.manager;
    await lockCustomer(m, account.userId);
    const again = await m.findOne(BankTransferRow, { where: { reference: tx.reference } });
    if (again) return { transfer: again, already: true, paymentIds: [] };
    const { accounts, due } = await this.openPlans(ctx, account.userId);
    const allocation = allocateTransfer(tx.amountKobo, due, account.firstPlanId);
    const id = randomUUID();
    const lines = allocation.plans.map((share) => lineOf(share, accounts.get(share.planId)!.plan.packName));
    const authorization = (tx.raw as { authorization?: { sender_name?: unknown } } | null)?.authorization;
    const transfer: BankTransferRow = {
      id,
      reference: tx.reference,
      userId: account.userId,
      accountNumber: tx.receiverAccountNumber ?? account.accountNumber,
      amountKobo: tx.amountKobo,
      appliedKobo: tx.amountKobo - allocation.creditKobo,
      creditedKobo: allocation.creditKobo,
      currency: tx.currency,
      allocation: JSON.stringify(lines),
      senderName: typeof authorization?.sender_name === 'string' ? authorization.sender_name.slice(0, 200) : null,
      providerResponse: JSON.stringify(tx.raw),
      recordedVia: via,
      paidAt: tx.paidAt,
      createdAt: ctx.now,
      receiptSentAt: null,
    };
    await m.insert(BankTransferRow, transfer);
    const paymentIds: string[] = [];
    for (const [i, share] of allocation.plans.entries()) {
      paymentIds.push(await this.pay(ctx, accounts.get(share.planId)!, share, { reference: `trf-${id}-${i + 1}`, externalReference: tx.reference, via, paidAt: tx.paidAt ?? ctx.now, note: 'Bank transfer', receiptSent: true }));
    }
    if (allocation.creditKobo > 0) {
      await m.insert(CustomerCreditRow, { id: randomUUID(), userId: account.userId, kind: 'transfer', amountKobo: allocation.creditKobo, transferId: id, paymentId: null, planId: null, actorId: SYSTEM_ACTOR_ID, note: null, createdAt: ctx.now });
    }
    return { transfer, already: false, paymentIds };
  }

  /** The customer's open plans, locked in id order, and their instalments due today or before. */
  private async openPlans(ctx: RequestContext, userId: string): Promise<{ accounts: Map<string, PlanAccount>; due: DueInstalment[] }> {
    const plans = await ctx.manager.find(SavingsPlanRow, { where: { userId, status: In(['Active', 'AwaitingFirstPayment']) }, order: { id: 'ASC' }, select: { id: true } });
    const today = lagosDate(ctx.now);
    const accounts = new Map<string, PlanAccount>();
    const due: DueInstalment[] = [];
    for (const { id } of plans) {
      const account = await PlanAccount.lock(ctx.manager, id, userId);
      if (!account || (account.plan.status !== 'Active' && account.plan.status !== 'AwaitingFirstPayment')) continue;
      accounts.set(id, account);
      due.push(...dueInstalments({ id, amountPaidKobo: account.plan.amountPaidKobo, schedules: await account.schedules() }, today));
    }
    return { accounts, due };
  }

  /** One plan's share, as a payment the plan's account takes whole (the share never exceeds what it has due). */
  private async pay(ctx: RequestContext, account: PlanAccount, share: PlanShare, p: { reference: string; externalReference: string | null; via: PaymentVia; paidAt: Date; note: string; receiptSent: boolean }): Promise<string> {
    const { payment, applied } = await creditPlan(ctx.manager, ctx.now, account, {
      provider: 'transfer',
      providerReference: p.reference,
      checkoutId: null,
      issuedForScheduleId: share.firstScheduleId,
      amountKobo: share.amountKobo,
      currency: 'NGN',
      channel: DEDICATED_NUBAN,
      providerResponse: JSON.stringify({ transfer: p.externalReference }),
      recordedVia: p.via,
      recordedBy: null,
      paidAt: p.paidAt,
      note: p.note,
      externalReference: p.externalReference,
    });
    if (applied.appliedKobo !== share.amountKobo) throw new Error(`plan ${share.planId} took ${applied.appliedKobo} of a share of ${share.amountKobo}`);
    // A transfer's receipt covers every plan it paid.
    if (p.receiptSent) await ctx.manager.update(PaymentRow, { id: payment.id }, { receiptSentAt: ctx.now });
    return payment.id;
  }

  /**
   * The customer's credit into the instalments that have fallen due (the `transfers.apply-credits`
   * job, daily after the overdue marking): under the customer's lock the balance is read again, so
   * a second run, or one beside a transfer, applies nothing twice. Each plan's share is a payment
   * (provider 'transfer', via 'credit') and an 'applied' row of the credit, written together.
   */
  async applyCreditOf(ctx: RequestContext, userId: string): Promise<number> {
    const applied = await moneyTransaction(ctx.manager, async (m) => {
      const c = withManager(ctx, m);
      await lockCustomer(m, userId);
      const balance = await creditBalance(c, userId);
      if (balance <= 0) return { kobo: 0, paymentIds: [] as string[] };
      const { accounts, due } = await this.openPlans(c, userId);
      const firstPlanId = (await m.findOne(DedicatedAccountRow, { where: { userId }, select: { firstPlanId: true } }))?.firstPlanId ?? null;
      const allocation = allocateTransfer(balance, due, firstPlanId);
      const paymentIds: string[] = [];
      for (const share of allocation.plans) {
        const id = randomUUID();
        const paymentId = await this.pay(c, accounts.get(share.planId)!, share, { reference: `crd-${id}`, externalReference: null, via: 'credit', paidAt: ctx.now, note: 'From your credit', receiptSent: false });
        await m.insert(CustomerCreditRow, { id, userId, kind: 'applied', amountKobo: -share.amountKobo, transferId: null, paymentId, planId: share.planId, actorId: SYSTEM_ACTOR_ID, note: null, createdAt: ctx.now });
        paymentIds.push(paymentId);
      }
      return { kobo: balance - allocation.creditKobo, paymentIds };
    });
    for (const id of applied.paymentIds) {
      await this.deps.owed.request(ctx, 'receipts', id);
      await this.deps.owed.request(ctx, 'commissions', id);
    }
    return applied.kobo;
  }

  /** The scheduled job: every customer with credit left. */
  async applyCredits(ctx: RequestContext): Promise<{ customers: number; appliedKobo: number }> {
    const rows: { user_id: string }[] = await ctx.manager.query('SELECT user_id FROM customer_credits GROUP BY user_id HAVING SUM(amount_kobo) > 0');
    let customers = 0;
    let appliedKobo = 0;
    for (const { user_id } of rows) {
      const kobo = await this.applyCreditOf(ctx, user_id);
      if (kobo > 0) customers++;
      appliedKobo += kobo;
    }
    return { customers, appliedKobo };
  }

  /**
   * The sweep's look at one assigned account (owed work 'transfer-checks', hourly per account with
   * a transfer in the last 3 days, every 6 hours otherwise):
   * Paystack is asked to requery the account, then its successful transactions of the last days
   * are listed; a transfer not recorded (its webhook lost) is received like any other, once.
   */
  async checkAccount(ctx: RequestContext, accountId: string): Promise<DutyOutcome> {
    const account = await ctx.manager.findOneBy(DedicatedAccountRow, { id: accountId });
    if (!account || account.status !== 'assigned' || !account.customerId) return 'nothing';
    await ctx.manager.update(DedicatedAccountRow, { id: accountId }, { nextCheckAt: new Date(ctx.now.getTime() + TRANSFER_CHECK_INTERVAL_MS) });
    if (account.accountNumber && account.bankSlug) {
      await this.deps.paystack.requeryDedicatedAccount({ accountNumber: account.accountNumber, providerSlug: account.bankSlug }).catch((err: unknown) => ctx.log.warn({ err, accountId }, 'Paystack requery failed'));
    }
    const from = new Date(Math.max(ctx.now.getTime() - LOOKBACK_MS, (account.assignedAt ?? ctx.now).getTime() - 60_000));
    let found = 0;
    let active = false;
    for (let page = 1, pageCount = 1; page <= Math.min(pageCount, MAX_PAGES); page++) {
      const listed = await this.deps.paystack.listCustomerTransactions({ customerId: account.customerId, from, page, perPage: PER_PAGE });
      pageCount = listed.pageCount;
      const transfers = listed.transactions.filter((t) => t.status === 'success' && t.channel === DEDICATED_NUBAN);
      if (!transfers.length) continue;
      active = true;
      const known = new Set((await ctx.manager.find(BankTransferRow, { where: { reference: In(transfers.map((t) => t.reference)) }, select: { reference: true } })).map((t) => t.reference));
      for (const t of transfers.filter((x) => !known.has(x.reference))) {
        if (!(await this.receive(ctx, t.reference, 'reconciliation')).already) found++;
      }
    }
    // An account with no transfer in the last days is looked at less often (Paystack's rate limits; the nightly check lists every transaction of the day).
    if (!active) await ctx.manager.update(DedicatedAccountRow, { id: accountId }, { nextCheckAt: new Date(ctx.now.getTime() + IDLE_CHECK_INTERVAL_MS) });
    if (found) ctx.log.warn({ accountId, found }, 'reconciliation found transfers whose webhook never came');
    return found ? 'done' : 'nothing';
  }

  /** The transfer's receipt: where every naira went; claimed with a conditional update, so sent once. */
  async sendReceipt(ctx: RequestContext, transferId: string): Promise<DutyOutcome> {
    const claim = await ctx.manager.update(BankTransferRow, { id: transferId, receiptSentAt: IsNull() }, { receiptSentAt: ctx.now });
    if (claim.affected !== 1) return 'nothing';
    try {
      const transfer = await ctx.manager.findOneByOrFail(BankTransferRow, { id: transferId });
      const user = await ctx.manager.findOneByOrFail(UserRow, { id: transfer.userId });
      const mail = transferReceiptEmail(user, transfer, JSON.parse(transfer.allocation) as AllocationLine[], await creditBalance(ctx, transfer.userId));
      await this.deps.mailer.send({ ...mail, idempotencyKey: `transfer-receipt-${transfer.id}` });
    } catch (err) {
      await ctx.manager.update(BankTransferRow, { id: transferId }, { receiptSentAt: null });
      throw err;
    }
    return 'done';
  }

  /** The signed-in customer's account, credit and transfers. */
  mine(ctx: RequestContext): Promise<BankTransfersView> {
    return this.view(ctx, requireActor(ctx).userId);
  }

  /** An admin's view of a customer's. */
  of(ctx: RequestContext, userId: string): Promise<BankTransfersView> {
    requireRole(ctx, 'Admin');
    return this.view(ctx, userId);
  }

  private async view(ctx: RequestContext, userId: string): Promise<BankTransfersView> {
    const [account, credits, transfers, balance] = await Promise.all([
      ctx.manager.findOne(DedicatedAccountRow, { where: { userId } }),
      ctx.manager.find(CustomerCreditRow, { where: { userId }, order: { createdAt: 'DESC' }, take: SHOWN }),
      ctx.manager.find(BankTransferRow, { where: { userId }, order: { createdAt: 'DESC' }, take: SHOWN }),
      creditBalance(ctx, userId),
    ]);
    return {
      account: account ? accountView(account) : null,
      creditBalanceKobo: balance,
      credits: credits.map((c) => ({ kind: c.kind, amountKobo: c.amountKobo, planId: c.planId, note: c.note, createdAt: c.createdAt })),
      transfers: transfers.map((t) => ({
        reference: t.reference,
        amountKobo: t.amountKobo,
        appliedKobo: t.appliedKobo,
        creditedKobo: t.creditedKobo,
        paidAt: t.paidAt,
        createdAt: t.createdAt,
        lines: [
          ...(JSON.parse(t.allocation) as AllocationLine[]).map((l) => ({ planId: l.planId, packName: l.packName, amountKobo: l.amountKobo, note: l.note })),
          ...(t.creditedKobo > 0 ? [{ planId: null, packName: null, amountKobo: t.creditedKobo, note: 'kept as credit for your next instalments' }] : []),
        ],
      })),
    };
  }

  /** The plan the customer's transfers pay first (null: the oldest due instalment first). */
  async setFirstPlan(ctx: RequestContext, planId: string | null): Promise<DedicatedAccountView> {
    const actor = requireActor(ctx);
    if (planId) {
      const plan = await ctx.manager.findOne(SavingsPlanRow, { where: { id: planId, userId: actor.userId }, select: { id: true, status: true } });
      if (!plan || (plan.status !== 'Active' && plan.status !== 'AwaitingFirstPayment')) throw planNotFound();
    }
    const row = await ctx.manager.findOne(DedicatedAccountRow, { where: { userId: actor.userId } });
    if (!row) throw new AppError('NOT_FOUND', 'Get your account number first', [{ field: 'planId', message: 'Get your account number first' }]);
    await ctx.manager.update(DedicatedAccountRow, { id: row.id }, { firstPlanId: planId, updatedAt: ctx.now });
    return accountView({ ...row, firstPlanId: planId });
  }

  /**
   * The customer asks for their credit back: support is e-mailed (once a day per customer, keyed)
   * with who, how much, and where to see it; the admin pays it back by hand and records it
   * (`refundCredit`). Nothing moves until then: the credit keeps paying instalments as they fall due.
   */
  async requestCreditRefund(ctx: RequestContext): Promise<string> {
    const actor = requireActor(ctx);
    const balance = await creditBalance(ctx, actor.userId);
    if (balance <= 0) throw new AppError('CREDIT_TOO_LOW', 'You have no credit to refund');
    const user = await ctx.manager.findOneByOrFail(UserRow, { id: actor.userId });
    const key = `credit-refund-request-${actor.userId}-${lagosDate(ctx.now)}`;
    await this.deps.jobs.enqueue(
      'mail.send',
      {
        to: this.deps.supportEmail,
        subject: `Credit refund requested: ${formatKobo(balance)}`,
        text: [
          `${user.firstName} ${user.lastName} (${user.email}, ${user.phoneNumber}) asks for their credit of ${formatKobo(balance)} back.`,
          '',
          `Customer id: ${user.id}. Their transfers and credit are in the console (bankTransfersOf); pay it back to their bank account, then record it there (refundCustomerCredit) with the payout's reference.`,
        ].join('\n'),
        idempotencyKey: key,
      },
      { jobId: key },
    );
    ctx.log.info({ userId: actor.userId, balanceKobo: balance }, 'customer asked for their credit back');
    return `We have asked our support team to refund your credit of ${formatKobo(balance)} to your bank account. They will contact you, and it is paid back within 7 to 14 working days. Until then it keeps paying your instalments as they fall due.`;
  }

  /**
   * An admin records paying back (part of) a customer's credit, at the customer's request or the
   * admin's own: a 'refund' row of the credit, written under the customer's lock so it never
   * exceeds the balance, and audited. The money goes back by hand (a transfer to the customer's
   * bank account, as a manual payment's refund is paid out); the reason carries the payout's
   * reference. (Paystack's refund API refunds a transaction, and a credit may come from several.)
   */
  async refundCredit(ctx: RequestContext, input: { userId: string; amountKobo: number; reason: string }): Promise<BankTransfersView> {
    const admin = requireRole(ctx, 'Admin');
    if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0) throw new AppError('VALIDATION', 'Enter an amount to refund', [{ field: 'amountKobo', message: 'Enter an amount to refund' }]);
    const reason = input.reason.trim();
    if (!reason) throw new AppError('VALIDATION', 'Say why the credit is refunded', [{ field: 'reason', message: 'Say why the credit is refunded' }]);
    await moneyTransaction(ctx.manager, async (m) => {
      await lockCustomer(m, input.userId);
      const balance = await creditBalance(withManager(ctx, m), input.userId);
      if (input.amountKobo > balance) throw new AppError('CREDIT_TOO_LOW', `The customer's credit is ${formatKobo(balance)}`, [{ field: 'amountKobo', message: `At most ${formatKobo(balance)}` }]);
      const id = randomUUID();
      await m.insert(CustomerCreditRow, { id, userId: input.userId, kind: 'refund', amountKobo: -input.amountKobo, transferId: null, paymentId: null, planId: null, actorId: admin.userId, note: reason.slice(0, 300), createdAt: ctx.now });
      await recordAudit(m, ctx, { action: 'credit.refunded', targetType: 'User', targetId: input.userId, before: { creditKobo: balance }, after: { creditKobo: balance - input.amountKobo, refundedKobo: input.amountKobo }, reason });
    });
    ctx.log.info({ userId: input.userId, amountKobo: input.amountKobo, by: admin.userId }, 'customer credit refunded');
    return this.view(ctx, input.userId);
  }
}

/** The customer's credit: the sum of their rows. */
export async function creditBalance(ctx: RequestContext, userId: string): Promise<number> {
  const [row] = (await ctx.manager.query('SELECT COALESCE(SUM(amount_kobo), 0) AS balance FROM customer_credits WHERE user_id = ?', [userId])) as { balance: string | number }[];
  return Number(row?.balance ?? 0);
}

function lineOf(share: PlanShare, packName: string): AllocationLine {
  const paid = share.paidSequences;
  const parts = [
    paid.length === 1 ? `instalment ${paid[0]} paid` : paid.length ? `instalments ${paid.slice(0, -1).join(', ')} and ${paid[paid.length - 1]} paid` : null,
    share.partSequence !== null ? `part of instalment ${share.partSequence}` : null,
  ].filter(Boolean);
  return { planId: share.planId, packName, amountKobo: share.amountKobo, note: parts.join('; ') };
}
