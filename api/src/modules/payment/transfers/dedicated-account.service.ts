import { randomUUID } from 'node:crypto';
import { In, Not } from 'typeorm';
import { requireActor, requireRole, type RequestContext } from '../../../common/context';
import { AppError } from '../../../common/errors';
import { isUniqueViolation } from '../../../common/db';
import { PaystackError, toDedicatedAccount, type PaystackDedicatedAccount, type PaystackDedicatedAccounts } from '../../../integrations/paystack/paystack-client';
import type { DutyOutcome, OwedWork } from '../../../jobs/owed-work';
import { UserRow } from '../../user';
import { DedicatedAccountRow } from './transfer.entity';

/** An assignment still unanswered after this many calls to Paystack is left failed, with what to do. */
export const MAX_ASSIGNMENT_ATTEMPTS = 8;
const RETRY_BASE_MS = 2 * 60_000;
/** After a failure, the customer may ask again once this has passed (each ask is calls to Paystack). */
export const ASK_AGAIN_AFTER_MS = 60_000;
/** How often the sweep lists an assigned account's transactions for a transfer whose webhook never came. */
export const TRANSFER_CHECK_INTERVAL_MS = 60 * 60_000;

export const WHAT_TO_DO_ON_FAILURE =
  'We could not get you an account number just now. Check that your name and phone number on the Personal Details tab are right, then try again; if it fails again, contact support. Meanwhile you can pay by card.';

export interface DedicatedAccountView {
  status: 'requested' | 'assigned' | 'failed';
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
  failureReason: string | null;
  /** What the customer can do now (a failure's next step), or null. */
  whatToDo: string | null;
  requestedAt: Date;
  assignedAt: Date | null;
  firstPlanId: string | null;
}

export function accountView(row: DedicatedAccountRow): DedicatedAccountView {
  return {
    status: row.status,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    failureReason: row.failureReason,
    whatToDo: row.status === 'failed' ? WHAT_TO_DO_ON_FAILURE : row.status === 'requested' ? 'Your account number is on its way: this usually takes a minute. Refresh this page to see it.' : null,
    requestedAt: row.requestedAt,
    assignedAt: row.assignedAt,
    firstPlanId: row.firstPlanId,
  };
}

/**
 * A customer's own bank account number (Paystack dedicated virtual account). Asking records the
 * request (owed work 'dedicated-accounts'); the job, and the sweep after it, create the Paystack
 * customer and ask for the account; Paystack's answer, or its `dedicated_account.assign.*` event,
 * records the outcome once (a conditional update on a row not yet in that state).
 */
export class DedicatedAccountService {
  constructor(private readonly deps: { paystack: PaystackDedicatedAccounts; owed: OwedWork; preferredBank: string }) {}

  /** The signed-in customer's account, or null before they asked for one. */
  async mine(ctx: RequestContext): Promise<DedicatedAccountView | null> {
    const actor = requireActor(ctx);
    const row = await ctx.manager.findOne(DedicatedAccountRow, { where: { userId: actor.userId } });
    return row ? accountView(row) : null;
  }

  /** An admin looks at a customer's account. */
  async of(ctx: RequestContext, userId: string): Promise<DedicatedAccountView | null> {
    requireRole(ctx, 'Admin');
    const row = await ctx.manager.findOne(DedicatedAccountRow, { where: { userId } });
    return row ? accountView(row) : null;
  }

  /**
   * "Get my account number": recorded once per customer; asking again after a failure asks
   * Paystack again; asking while one is requested or assigned changes nothing.
   */
  async request(ctx: RequestContext): Promise<DedicatedAccountView> {
    const actor = requireActor(ctx);
    const existing = await ctx.manager.findOne(DedicatedAccountRow, { where: { userId: actor.userId } });
    if (existing?.status === 'failed') {
      if (existing.failedAt && ctx.now.getTime() - existing.failedAt.getTime() < ASK_AGAIN_AFTER_MS) {
        throw new AppError('RATE_LIMITED', 'Please wait a minute, then try again.');
      }
      await ctx.manager.update(DedicatedAccountRow, { id: existing.id, status: 'failed' }, { status: 'requested', attempts: 0, nextAttemptAt: ctx.now, failureReason: null, failedAt: null, updatedAt: ctx.now });
      await this.deps.owed.request(ctx, 'dedicated-accounts', existing.id);
    } else if (!existing) {
      const row: DedicatedAccountRow = {
        id: randomUUID(),
        userId: actor.userId,
        status: 'requested',
        customerCode: null,
        customerId: null,
        accountNumber: null,
        accountName: null,
        bankName: null,
        bankSlug: null,
        failureReason: null,
        attempts: 0,
        nextAttemptAt: ctx.now,
        nextCheckAt: null,
        firstPlanId: null,
        requestedAt: ctx.now,
        assignedAt: null,
        failedAt: null,
        updatedAt: ctx.now,
      };
      try {
        await ctx.manager.insert(DedicatedAccountRow, row);
        await this.deps.owed.request(ctx, 'dedicated-accounts', row.id);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err; // asked twice at once: one row
      }
    }
    return accountView(await ctx.manager.findOneByOrFail(DedicatedAccountRow, { userId: actor.userId }));
  }

  /**
   * The owed assignment (job 'transfers.assign-account', then the sweep): a Paystack customer
   * first (Paystack answers the existing one for a known e-mail), then the account. A refusal
   * (4xx) is recorded as a failure with Paystack's reason; Paystack unreachable stays owed, asked
   * again after 2, 4, 8 … minutes, MAX_ASSIGNMENT_ATTEMPTS times.
   */
  async assign(ctx: RequestContext, id: string): Promise<DutyOutcome> {
    const row = await ctx.manager.findOneBy(DedicatedAccountRow, { id });
    if (!row || row.status !== 'requested') return 'nothing';
    const attempts = row.attempts + 1;
    await ctx.manager.update(DedicatedAccountRow, { id }, { attempts, nextAttemptAt: attempts >= MAX_ASSIGNMENT_ATTEMPTS ? null : new Date(ctx.now.getTime() + RETRY_BASE_MS * 2 ** (attempts - 1)), updatedAt: ctx.now });
    try {
      let { customerCode } = row;
      const user = await ctx.manager.findOneByOrFail(UserRow, { id: row.userId });
      if (!customerCode) {
        const customer = await this.deps.paystack.createCustomer({ email: user.email, firstName: user.firstName, lastName: user.lastName, phone: user.phoneNumber || null });
        customerCode = customer.customerCode;
        await ctx.manager.update(DedicatedAccountRow, { id }, { customerCode, customerId: customer.id, updatedAt: ctx.now });
      } else {
        // Asked before: the account may exist already (its answer or event lost).
        const customer = await this.deps.paystack.fetchCustomer(customerCode);
        if (customer.dedicatedAccount?.assigned) return (await this.recordAssigned(ctx, { customerCode }, customer.dedicatedAccount)) ? 'done' : 'nothing';
        // Asked again after a failure, maybe with a corrected name or phone: Paystack identifies the customer by them.
        await this.deps.paystack.updateCustomer(customerCode, { firstName: user.firstName, lastName: user.lastName, phone: user.phoneNumber || null });
      }
      const account = await this.deps.paystack.createDedicatedAccount({ customerCode, preferredBank: this.deps.preferredBank });
      if (!account.assigned) return 'failed'; // Paystack is still at it: its event, or the next attempt, tells
      return (await this.recordAssigned(ctx, { customerCode }, account)) ? 'done' : 'nothing';
    } catch (err) {
      if (!(err instanceof PaystackError)) throw err;
      if (err.httpStatus !== undefined && err.httpStatus >= 400 && err.httpStatus < 500 && err.httpStatus !== 429 && err.httpStatus !== 401) {
        ctx.log.warn({ accountId: id, reason: err.message }, 'Paystack refused a dedicated account');
        return (await this.recordFailed(ctx, { id }, err.message)) ? 'done' : 'nothing';
      }
      ctx.log.warn({ err, accountId: id }, 'Paystack could not be asked for a dedicated account; the sweep asks again');
      if (attempts >= MAX_ASSIGNMENT_ATTEMPTS) await this.recordFailed(ctx, { id }, 'Paystack could not be reached');
      return 'failed';
    }
  }

  /** Paystack's `dedicated_account.assign.success` / `.failed` event, recorded once. */
  async applyAssignmentEvent(ctx: RequestContext, event: string, data: Record<string, unknown>): Promise<void> {
    const customerCode = (data.customer as { customer_code?: unknown } | undefined)?.customer_code;
    if (typeof customerCode !== 'string') return;
    if (event === 'dedicated_account.assign.success') {
      const account = toDedicatedAccount(data.dedicated_account);
      if (account) await this.recordAssigned(ctx, { customerCode }, account);
    } else if (event === 'dedicated_account.assign.failed') {
      const identification = (data.identification ?? {}) as { reason?: unknown };
      await this.recordFailed(ctx, { customerCode }, typeof identification.reason === 'string' ? identification.reason : 'Paystack could not assign the account');
    }
  }

  private async recordAssigned(ctx: RequestContext, where: { customerCode: string }, account: PaystackDedicatedAccount): Promise<boolean> {
    const done = await ctx.manager.update(
      DedicatedAccountRow,
      { ...where, status: Not('assigned') },
      {
        status: 'assigned',
        accountNumber: account.accountNumber,
        accountName: account.accountName,
        bankName: account.bankName,
        bankSlug: account.bankSlug,
        failureReason: null,
        assignedAt: ctx.now,
        nextAttemptAt: null,
        nextCheckAt: new Date(ctx.now.getTime() + TRANSFER_CHECK_INTERVAL_MS),
        updatedAt: ctx.now,
      },
    );
    if (done.affected) ctx.log.info({ customerCode: where.customerCode }, 'dedicated account assigned');
    return Boolean(done.affected);
  }

  /** A failure does not undo an account already assigned. */
  private async recordFailed(ctx: RequestContext, where: { id: string } | { customerCode: string }, reason: string): Promise<boolean> {
    const done = await ctx.manager.update(DedicatedAccountRow, { ...where, status: In(['requested']) }, { status: 'failed', failureReason: reason.slice(0, 300), failedAt: ctx.now, nextAttemptAt: null, updatedAt: ctx.now });
    return Boolean(done.affected);
  }
}
