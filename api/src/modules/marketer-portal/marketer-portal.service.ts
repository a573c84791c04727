import { tryAgainMessage, type AddressLimits, type AttemptLimiter } from '../../common/attempt-limiter';
import { requireRole, type Actor, type RequestContext } from '../../common/context';
import { isUniqueViolation } from '../../common/db';
import { AppError, ForbiddenError, validationError } from '../../common/errors';
import { emailTaken, type AuthService } from '../auth';
import type { CommissionLine, CommissionService, CommissionSummaryView, CustomerCommissionsPageView, Performance } from '../commission';
import { checkedProfile, UserRoleRow, UserRow } from '../user';
import type { MarketerService, MarketerView, ReferredCustomerPageView, ReferredCustomerView } from '../marketer';

export interface MarketerPortalView {
  marketer: MarketerView;
  summary: CommissionSummaryView;
  activeCustomers: number;
}

export interface NewReferredCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string;
}

const NOT_FOUND_MESSAGE = 'Marketer not found';
export const INACTIVE_MESSAGE = 'Your marketer account is inactive. Please contact support.';
const ADDRESS_REQUIRED = 'Address is required';

/**
 * The marketer's own portal: their record, figures, referred customers and commissions, and
 * registering a customer. Every method needs the Marketer role and an Active marketer record
 * (issue 11: an Inactive marketer cannot use the portal; FORBIDDEN with the reason
 * MARKETER_INACTIVE, read on each request, so reactivating restores it at once), and reads only
 * the caller's own rows. The legacy paths that name a marketer by id go through `forMarketer`: an
 * admin may ask about anyone, a marketer only about themself (anyone else is "not found").
 */
export class MarketerPortalService {
  constructor(
    private readonly deps: {
      marketers: MarketerService;
      commissions: CommissionService;
      auth: Pick<AuthService, 'inviteToSetPassword' | 'unusablePasswordHash'>;
      /**
       * Registering customers says whether an e-mail has an account, as sign-up does, so it is
       * limited like sign-up: per marketer (`perMarketer`, sign-up's numbers) and per network
       * address, counted with the address's sign-ups (one address looks up no more e-mails than
       * sign-up lets it, however many marketer accounts it holds).
       */
      registrations?: { perMarketer: AttemptLimiter; addressLimits: AddressLimits };
    },
  ) {}

  async profile(ctx: RequestContext): Promise<MarketerPortalView> {
    const marketer = await this.me(ctx);
    const [summary, activeCustomers] = await Promise.all([this.deps.commissions.summary(ctx.manager, marketer.userId, ctx.now), this.deps.marketers.activeCustomerCount(ctx.manager, marketer)]);
    return { marketer, summary, activeCustomers };
  }

  async customers(ctx: RequestContext, search?: string | null, page?: number | null, pageSize?: number | null): Promise<ReferredCustomerPageView> {
    const marketer = await this.me(ctx);
    return this.deps.marketers.customersOf(ctx.manager, marketer.userId, search, page, pageSize);
  }

  async commissions(ctx: RequestContext, opts: { customerId?: string | null; page?: number | null; pageSize?: number | null }): Promise<CustomerCommissionsPageView> {
    const marketer = await this.me(ctx);
    return this.deps.commissions.byCustomer(ctx.manager, marketer.userId, opts);
  }

  /** One customer's lines, for the marketer they belong to only. */
  async commissionLines(ctx: RequestContext, marketerId: string, customerId: string): Promise<CommissionLine[]> {
    if (requireRole(ctx, 'Marketer').userId !== marketerId) throw notFound();
    return this.deps.commissions.lines(ctx.manager, marketerId, customerId, ctx.now);
  }

  /**
   * A new customer account linked to the marketer by their referral code, with the Customer role
   * and no usable password: once committed, the customer is e-mailed a link to set their own
   * (the original e-mailed a generated password in clear). Address is required here. Rate-limited
   * like sign-up (RATE_LIMITED past it), and a taken e-mail answers exactly what sign-up answers.
   * The account records no acceptance of the Terms: the customer has accepted nothing yet.
   */
  async registerCustomer(ctx: RequestContext, input: NewReferredCustomer): Promise<ReferredCustomerView> {
    const marketer = await this.me(ctx);
    const { fields, problems } = checkedProfile(input);
    if (!fields.address && !problems.some((p) => p.field === 'address')) problems.push({ field: 'address', message: ADDRESS_REQUIRED });
    if (problems.length) throw validationError(problems.map((p) => p.message).join('. '), problems);
    // Counted before the e-mail is looked up, as sign-up does.
    await this.takeRegistration(ctx, marketer.userId);
    const passwordHash = await this.deps.auth.unusablePasswordHash();
    const user = await ctx.manager
      .transaction(async (m) => {
        if (await m.exists(UserRow, { where: { email: fields.email } })) throw emailTaken();
        const row = m.create(UserRow, { ...fields, status: 'Active', tokenVersion: 0, passwordHash, referralCodeUsed: marketer.referralCode, registeredAt: ctx.now, updatedAt: ctx.now });
        await m.save(row);
        await m.insert(UserRoleRow, { userId: row.id, role: 'Customer', grantedAt: ctx.now });
        return row;
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      });
    ctx.log.info({ marketerId: marketer.userId, customerId: user.id }, 'customer registered by a marketer');
    await this.deps.auth.inviteToSetPassword(ctx, user.id);
    return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phoneNumber: user.phoneNumber, dateJoined: user.registeredAt, referralStatus: 'Pending', hasActivePlan: false };
  }

  private async takeRegistration(ctx: RequestContext, marketerId: string): Promise<void> {
    const limits = this.deps.registrations;
    if (!limits) return;
    const wait = await limits.perMarketer.take(`marketer:${marketerId}`);
    if (wait > 0) throw new AppError('RATE_LIMITED', tryAgainMessage(wait));
    await limits.addressLimits.take('register', ctx.ip);
  }

  /** The marketer a legacy path names, if the caller may see them: an admin anyone, a marketer only themself. */
  async forMarketer(ctx: RequestContext, id: string): Promise<MarketerView> {
    const actor = requireRole(ctx, 'Marketer', 'Admin');
    if (!isAdmin(actor) && actor.userId !== id) throw notFound();
    const marketer = await this.deps.marketers.viewOf(ctx.manager, id, ctx.now);
    if (!marketer) throw notFound();
    if (!isAdmin(actor)) refuseInactive(marketer);
    return marketer;
  }

  async performance(ctx: RequestContext, id: string, start: Date, end: Date): Promise<Performance> {
    const marketer = await this.forMarketer(ctx, id);
    return this.deps.commissions.performance(ctx.manager, marketer, start, end);
  }

  /** The caller's own marketer record: FORBIDDEN without the role or while Inactive, NOT_FOUND if the record is gone. */
  private async me(ctx: RequestContext): Promise<MarketerView> {
    const actor = requireRole(ctx, 'Marketer');
    const marketer = await this.deps.marketers.viewOf(ctx.manager, actor.userId, ctx.now);
    if (!marketer) throw notFound();
    return refuseInactive(marketer);
  }
}

function refuseInactive(marketer: MarketerView): MarketerView {
  if (marketer.status !== 'Active') throw new ForbiddenError(INACTIVE_MESSAGE, 'MARKETER_INACTIVE');
  return marketer;
}

function isAdmin(actor: Actor): boolean {
  return actor.roles.includes('Admin');
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', NOT_FOUND_MESSAGE, [{ field: 'id', message: NOT_FOUND_MESSAGE }]);
}
