import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { IsNull } from 'typeorm';
import { AppError } from '../../common/errors';
import { forUpdate } from '../../common/db';
import { tryAgainMessage, type AddressLimits, type AttemptLimiter } from '../../common/attempt-limiter';
import { requireActor, type Actor, type RequestContext } from '../../common/context';
import type { JobQueue } from '../../jobs/queue';
import { isEmailAddress, normalizeEmail, type ProfileFields } from '../user/domain/profile-rules';
import { checkedProfile, throwIfProblems, UserRoleRow, UserRow, type UserService, type UserView } from '../user';
import { describePasswordProblems } from './domain/password-policy';
import { accountSetupExpiry, formatResetCode, isResetCodeUsable, isResetTokenUsable, MAX_CODE_ATTEMPTS, readResetCode, resetTokenExpiry } from './domain/reset-token';
import { consentProblems, termsAcceptance, type SignUpConsent } from './domain/terms';
import { isListedCommonPassword } from './common-passwords';
import { accountKey, type LoginThrottle } from './login-throttle';
import { PasswordResetTokenRow } from './password-reset-token.entity';
import type { SessionTokens } from '../../common/session-token';
import { accountSetupEmail, passwordResetEmail } from './auth.emails';
import { type PasswordHasher } from './password-hasher';

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface Authentication {
  actor: Actor;
  /** A fresh token for a session past half its life; sent back as `X-Session-Token`. */
  renewed?: IssuedToken;
}

export interface AuthSession {
  token: string;
  expiresAt: Date;
  user: UserView;
}

export interface RegisterFields extends ProfileFields, SignUpConsent {
  password: string;
  referralCode?: string | null;
}

export const LOGGED_OUT_MESSAGE = 'You have been logged out.';
export const RESET_SENT_MESSAGE = 'If an account exists for this email, a password reset link is on its way.';
const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_RESET = 'The password reset link is invalid or has expired.';
const INVALID_RESET_CODE = 'The reset code is wrong or has expired. Ask for a new one if needed.';

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The rules, then the list of common passwords (a set look-up): cheap, so always before any hashing. */
function assertPasswordPolicy(password: string, field: string): void {
  const problem = describePasswordProblems(password, isListedCommonPassword);
  if (problem) throw new AppError('WEAK_PASSWORD', problem, [{ field, message: problem }]);
}

export class AuthService {
  constructor(
    private readonly deps: {
      users: UserService;
      tokens: SessionTokens;
      throttle: LoginThrottle;
      /** Sign-ups, resets and reset requests per network address. */
      addressLimits: AddressLimits;
      /** Reset e-mails per account. */
      resetMails: AttemptLimiter;
      jobs: JobQueue;
      publicUrl: string;
      hasher: PasswordHasher;
    },
  ) {}

  /** The password hash of an account made for someone else, who sets their own password from the e-mail. */
  unusablePasswordHash(): Promise<string> {
    return this.deps.hasher.unusableHash();
  }

  /**
   * A person signing up. They confirm they are 18 or older and accept the Terms (both required),
   * and the account records the Terms version and the time. `originalClient`: the original web
   * client and app's POST /Authentication/register (issue 28: they keep working unchanged) send
   * neither box, so nothing is required there and no acceptance is recorded unless both are sent.
   */
  async register(ctx: RequestContext, input: RegisterFields, opts: { originalClient?: boolean } = {}): Promise<AuthSession> {
    const { fields, problems } = checkedProfile(input);
    // The specification asks for an address at sign-up (it is optional only when editing later).
    if (!fields.address) problems.push({ field: 'address', message: 'Address is required' });
    const unticked = consentProblems(input);
    throwIfProblems([...problems, ...(opts.originalClient ? [] : unticked)]);
    const acceptance = unticked.length ? { termsVersion: null, termsAcceptedAt: null } : termsAcceptance(ctx.now);
    assertPasswordPolicy(input.password, 'password');
    const referralCode = input.referralCode?.trim().slice(0, 64) || null;
    // Cheap checks first, the hash (argon2id, 64 MiB) last; counted per address, as it says whether an e-mail is taken.
    await this.deps.addressLimits.take('register', ctx.ip);
    if (await this.deps.users.findByEmail(ctx, fields.email)) throw emailTaken();
    const passwordHash = await this.deps.hasher.hash(input.password);

    const row = await ctx.manager.transaction(async (m) => {
      if (await m.exists(UserRow, { where: { email: fields.email } })) throw emailTaken();
      const user = m.create(UserRow, {
        ...fields,
        status: 'Active',
        tokenVersion: 0,
        passwordHash,
        referralCodeUsed: referralCode,
        ...acceptance,
        registeredAt: ctx.now,
        updatedAt: ctx.now,
      });
      try {
        await m.save(user);
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken(); // a concurrent sign-up won the race
        throw err;
      }
      await m.save(m.create(UserRoleRow, { userId: user.id, role: 'Customer', grantedAt: ctx.now }));
      return user;
    });
    ctx.log.info({ userId: row.id }, 'user registered');
    return this.startSession(ctx, row);
  }

  async login(ctx: RequestContext, input: { email: string; password: string }): Promise<AuthSession> {
    const email = normalizeEmail(input.email);
    // The account found is what the throttle counts, not the spelling typed (see accountKey).
    const user = await this.deps.users.findByEmail(ctx, email);
    const key = accountKey(user, email);
    const wait = await this.deps.throttle.tryAttempt(key, ctx.ip);
    if (wait > 0) throw tooManyAttempts(wait);
    const ok = await this.deps.hasher.verify(user?.passwordHash ?? (await this.deps.hasher.timingDummyHash()), input.password);
    if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS); // counted by tryAttempt
    await this.deps.throttle.recordSuccess(key, ctx.ip);
    if (user.status !== 'Active') {
      throw new AppError('ACCOUNT_SUSPENDED', 'Your account is suspended. Please contact support.');
    }
    return this.startSession(ctx, user);
  }

  /**
   * The same answer after the same work whether or not the e-mail is known: the request counts its
   * address and enqueues a job with the e-mail, nothing more; the job (sendPasswordReset) looks the
   * account up. Past the address limit the request is dropped, with the same answer.
   */
  async requestPasswordReset(ctx: RequestContext, rawEmail: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    if (!isEmailAddress(email)) return;
    if ((await this.deps.addressLimits.count('reset-request', ctx.ip)) > 0) {
      ctx.log.warn('password reset requests over the address limit: dropped');
      return;
    }
    await this.deps.jobs.enqueue('auth.send-password-reset', { email, requestedAt: ctx.now.toISOString() });
  }

  /**
   * The job behind a reset request: a new link for an active account, at most 3 e-mails per
   * account per hour. The link lasts an hour from the request, however long the job waited.
   */
  async sendPasswordReset(ctx: RequestContext, request: { email: string; requestedAt: string }): Promise<void> {
    const user = await this.deps.users.findByEmail(ctx, normalizeEmail(request.email));
    if (!user || user.status !== 'Active') return;
    if ((await this.deps.resetMails.take(user.id)) > 0) {
      ctx.log.info({ userId: user.id }, 'password reset e-mails over the account limit: not sent');
      return;
    }
    try {
      const code = formatResetCode(randomInt(0, 1_000_000));
      const link = await this.issueResetLink(ctx, user, resetTokenExpiry(new Date(request.requestedAt)), new Date(request.requestedAt), code);
      await this.deps.jobs.enqueue('mail.send', passwordResetEmail(user, link, code));
    } catch (err) {
      await this.deps.resetMails.refund(user.id); // the job is retried: its e-mail is still to come
      throw err;
    }
  }

  /**
   * After an admin (or a marketer) creates an account: queue the e-mail that lets the person set
   * their own password — never a password by e-mail. Call it after the creating transaction has
   * committed. A queue that is down is logged, not thrown: the account exists, and its owner can
   * still use 'Forgot password' (README, Admin console).
   */
  async inviteToSetPassword(ctx: RequestContext, userId: string): Promise<void> {
    try {
      await this.deps.jobs.enqueue('auth.send-account-setup', { userId, requestedAt: ctx.now.toISOString() });
    } catch (err) {
      ctx.log.error({ err, userId }, 'account set-up e-mail not queued; the user can use Forgot password');
    }
  }

  /** The job behind an invitation: a set-password link valid for 72 hours, through the reset page. */
  async sendAccountSetup(ctx: RequestContext, request: { userId: string; requestedAt: string }): Promise<void> {
    const user = await ctx.manager.findOne(UserRow, { where: { id: request.userId } });
    if (!user) return;
    const requestedAt = new Date(request.requestedAt);
    const link = await this.issueResetLink(ctx, user, accountSetupExpiry(requestedAt), requestedAt);
    await this.deps.jobs.enqueue('mail.send', accountSetupEmail(user, link));
  }

  /** A new single-use link for the account; only the newest works (older unused ones are spent). */
  private async issueResetLink(ctx: RequestContext, user: Pick<UserRow, 'id' | 'email'>, expiresAt: Date, createdAt: Date, code?: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const id = randomUUID();
    await ctx.manager.transaction(async (m) => {
      // One link at a time per account (jobs run side by side): the user's row is the lock.
      await m.findOne(UserRow, { where: { id: user.id }, select: { id: true }, lock: forUpdate(m) });
      await m.update(PasswordResetTokenRow, { userId: user.id, usedAt: IsNull() }, { usedAt: ctx.now });
      await m.insert(PasswordResetTokenRow, { id, userId: user.id, tokenHash: sha256(token), codeHash: code ? resetCodeHash(id, code) : null, codeAttempts: 0, expiresAt, usedAt: null, createdAt });
    });
    // The account's own address, whatever look-alike spelling was typed.
    return `${this.deps.publicUrl}/reset-password?email=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`;
  }

  /**
   * A new password with the link's token, or (the mobile app, issue 28) with the 6-digit code the
   * same e-mail carries: the account's newest unused code, wrong tries counted (MAX_CODE_ATTEMPTS,
   * then it is spent). Either spends the link and the code together.
   */
  async resetPassword(ctx: RequestContext, input: { email: string; token?: string; otp?: string; newPassword: string }): Promise<void> {
    assertPasswordPolicy(input.newPassword, 'newPassword');
    const email = normalizeEmail(input.email);
    await this.deps.addressLimits.take('reset-password', ctx.ip);
    // The token is checked before the new password is hashed: a wrong one costs two look-ups, not 64 MiB of argon2id.
    const user = await ctx.manager.findOne(UserRow, { where: { email } });
    const token = input.token
      ? await ctx.manager.findOne(PasswordResetTokenRow, { where: { tokenHash: sha256(input.token) } })
      : user && input.otp !== undefined
        ? await this.tokenByCode(ctx, user.id, input.otp)
        : null;
    if (!user || !token || token.userId !== user.id || !isResetTokenUsable(token, ctx.now)) {
      throw new AppError('INVALID_RESET_TOKEN', input.token ? INVALID_RESET : INVALID_RESET_CODE);
    }
    const passwordHash = await this.deps.hasher.hash(input.newPassword);
    await ctx.manager.transaction(async (m) => {
      // Conditional update: of two requests racing with one token, only one spends it.
      const spent = await m.update(PasswordResetTokenRow, { id: token.id, usedAt: IsNull() }, { usedAt: ctx.now });
      if (spent.affected !== 1) throw new AppError('INVALID_RESET_TOKEN', INVALID_RESET);
      await m.update(UserRow, { id: user.id }, { passwordHash, tokenVersion: () => 'token_version + 1', updatedAt: ctx.now });
    });
    await this.deps.throttle.recordSuccess(accountKey(user, email));
  }

  /**
   * The account's newest reset row whose code is still usable, if `typed` is its code; a wrong code
   * counts a try on it (a conditional increment, so tries sent at once are all counted).
   */
  private async tokenByCode(ctx: RequestContext, userId: string, typed: string): Promise<PasswordResetTokenRow | null> {
    const newest = await ctx.manager.findOne(PasswordResetTokenRow, { where: { userId, usedAt: IsNull() }, order: { createdAt: 'DESC' } });
    if (!newest || !isResetCodeUsable(newest, ctx.now)) return null;
    const code = readResetCode(typed);
    if (code && sameHash(resetCodeHash(newest.id, code), newest.codeHash!)) return newest;
    await ctx.manager
      .createQueryBuilder()
      .update(PasswordResetTokenRow)
      .set({ codeAttempts: () => 'code_attempts + 1' })
      .where('id = :id AND code_attempts < :max', { id: newest.id, max: MAX_CODE_ATTEMPTS })
      .execute();
    return null;
  }

  async changeMyPassword(ctx: RequestContext, input: { currentPassword: string; newPassword: string }): Promise<void> {
    const actor = requireActor(ctx);
    assertPasswordPolicy(input.newPassword, 'newPassword');
    const user = await ctx.manager.findOneOrFail(UserRow, { where: { id: actor.userId } });
    // Wrong current passwords count like failed sign-ins, on the same account: a stolen session is no password oracle.
    const key = accountKey(user, user.email);
    const wait = await this.deps.throttle.tryAttempt(key, ctx.ip);
    if (wait > 0) throw tooManyAttempts(wait);
    if (!(await this.deps.hasher.verify(user.passwordHash, input.currentPassword))) {
      throw new AppError('WRONG_PASSWORD', 'Your current password is not correct', [
        { field: 'currentPassword', message: 'Your current password is not correct' },
      ]);
    }
    await this.deps.throttle.recordSuccess(key, ctx.ip);
    const passwordHash = await this.deps.hasher.hash(input.newPassword);
    const tokenVersion = user.tokenVersion + 1;
    await ctx.manager.update(UserRow, { id: user.id }, { passwordHash, tokenVersion, updatedAt: ctx.now });
    // Every other session ends; this one goes on with a fresh token.
    ctx.issueSession?.(this.issueToken(actor, tokenVersion, ctx.now));
  }

  /**
   * Signs the user out everywhere: every token issued so far stops working. Without a valid
   * session there is nothing to end, and the answer is the same.
   */
  async logout(ctx: RequestContext): Promise<void> {
    if (!ctx.actor) return;
    await ctx.manager.increment(UserRow, { id: ctx.actor.userId }, 'tokenVersion', 1);
    ctx.log.info({ userId: ctx.actor.userId }, 'user signed out');
  }

  /**
   * The acting user of a request, from its bearer token. Status, roles and the token version are
   * read from the database, not trusted from the token, so a suspension, role change, logout or
   * new password applies at once. Past half its life, an active user's token is re-issued.
   */
  async authenticate(ctx: RequestContext, bearer: string | undefined): Promise<Authentication | undefined> {
    const claims = bearer ? this.deps.tokens.verify(bearer, ctx.now) : undefined;
    if (!claims) return undefined;
    const user = await this.deps.users.sessionFacts(ctx, claims.sub);
    if (!user || user.status !== 'Active' || user.tokenVersion !== claims.ver) return undefined;
    const actor: Actor = { userId: claims.sub, roles: user.roles };
    const renewed = this.deps.tokens.isPastHalfLife(claims, ctx.now) ? this.issueToken(actor, user.tokenVersion, ctx.now) : undefined;
    return { actor, renewed };
  }

  private issueToken(actor: Actor, tokenVersion: number, now: Date): IssuedToken {
    return this.deps.tokens.sign({ sub: actor.userId, roles: actor.roles, ver: tokenVersion }, now);
  }

  private async startSession(ctx: RequestContext, row: UserRow): Promise<AuthSession> {
    const user = await this.deps.users.view(ctx, row);
    const { token, expiresAt } = this.issueToken({ userId: user.id, roles: user.roles }, row.tokenVersion, ctx.now);
    return { token, expiresAt, user };
  }
}

function tooManyAttempts(waitSeconds: number): AppError {
  return new AppError('TOO_MANY_ATTEMPTS', tryAgainMessage(waitSeconds));
}

/** Sign-up's answer for a taken e-mail: what any other way of creating an account answers too (issue 26). */
export function emailTaken(): AppError {
  const message = 'An account with this email already exists';
  return new AppError('EMAIL_TAKEN', message, [{ field: 'email', message }]);
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } };
  const code = e.driverError?.code ?? e.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A reset code is stored as SHA-256 of its row's id and the code: the same code on two rows never hashes alike. */
function resetCodeHash(rowId: string, code: string): string {
  return sha256(`${rowId}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
