import { createHash, randomBytes } from 'node:crypto';
import { IsNull } from 'typeorm';
import { AppError } from '../../common/errors';
import { requireActor, type Actor, type RequestContext } from '../../common/context';
import type { JobQueue } from '../../jobs/queue';
import { normalizeEmail, normalizeProfile, profileProblems, type ProfileFields } from '../user/domain/profile-rules';
import { UserRow } from '../user/user.entity';
import { UserRoleRow } from '../user/user-role.entity';
import { throwIfProblems, type UserService, type UserView } from '../user/user.service';
import { describePasswordProblems } from './domain/password-policy';
import { isResetTokenUsable, resetTokenExpiry } from './domain/reset-token';
import type { LoginThrottle } from './login-throttle';
import { passwordHasher, timingDummyHash } from './password-hasher';
import { PasswordResetTokenRow } from './password-reset-token.entity';
import type { SessionTokens } from './session-token';
import { passwordResetEmail } from './auth.emails';

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

export interface RegisterFields extends ProfileFields {
  password: string;
  referralCode?: string | null;
}

export const LOGGED_OUT_MESSAGE = 'You have been logged out.';
export const RESET_SENT_MESSAGE = 'If an account exists for this email, a password reset link is on its way.';
const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_RESET = 'The password reset link is invalid or has expired.';

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function assertPasswordPolicy(password: string, field: string): void {
  const problem = describePasswordProblems(password);
  if (problem) throw new AppError('WEAK_PASSWORD', problem, [{ field, message: problem }]);
}

export class AuthService {
  constructor(
    private readonly deps: {
      users: UserService;
      tokens: SessionTokens;
      throttle: LoginThrottle;
      jobs: JobQueue;
      publicUrl: string;
    },
  ) {}

  async register(ctx: RequestContext, input: RegisterFields): Promise<AuthSession> {
    const fields = normalizeProfile(input);
    const problems = profileProblems(fields);
    // The specification asks for an address at sign-up (it is optional only when editing later).
    if (!fields.address) problems.push({ field: 'address', message: 'Address is required' });
    throwIfProblems(problems);
    assertPasswordPolicy(input.password, 'password');
    const referralCode = input.referralCode?.trim().slice(0, 64) || null;
    const passwordHash = await passwordHasher.hash(input.password);

    const row = await ctx.manager.transaction(async (m) => {
      if (await m.exists(UserRow, { where: { email: fields.email } })) throw emailTaken();
      const user = m.create(UserRow, {
        ...fields,
        status: 'Active',
        tokenVersion: 0,
        passwordHash,
        referralCodeUsed: referralCode,
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
    const wait = await this.deps.throttle.retryAfterSeconds(email, ctx.ip);
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60));
      throw new AppError('TOO_MANY_ATTEMPTS', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    const user = await this.deps.users.findByEmail(ctx, email);
    const ok = await passwordHasher.verify(user?.passwordHash ?? (await timingDummyHash()), input.password);
    if (!user || !ok) {
      await this.deps.throttle.recordFailure(email, ctx.ip);
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    }
    if (user.status !== 'Active') {
      throw new AppError('ACCOUNT_SUSPENDED', 'Your account is suspended. Please contact support.');
    }
    await this.deps.throttle.recordSuccess(email);
    return this.startSession(ctx, user);
  }

  /** The same answer whether or not the e-mail is known; the e-mail itself goes out through a job. */
  async requestPasswordReset(ctx: RequestContext, rawEmail: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const user = await this.deps.users.findByEmail(ctx, email);
    if (!user || user.status !== 'Active') return;
    const token = randomBytes(32).toString('base64url');
    await ctx.manager.transaction(async (m) => {
      // Only the newest link works: older unused ones are spent.
      await m.update(PasswordResetTokenRow, { userId: user.id, usedAt: IsNull() }, { usedAt: ctx.now });
      await m.insert(PasswordResetTokenRow, {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: resetTokenExpiry(ctx.now),
        usedAt: null,
        createdAt: ctx.now,
      });
    });
    const link = `${this.deps.publicUrl}/reset-password?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`;
    await this.deps.jobs.enqueue('mail.send', passwordResetEmail(user, link));
  }

  async resetPassword(ctx: RequestContext, input: { email: string; token: string; newPassword: string }): Promise<void> {
    assertPasswordPolicy(input.newPassword, 'newPassword');
    const email = normalizeEmail(input.email);
    const passwordHash = await passwordHasher.hash(input.newPassword);
    await ctx.manager.transaction(async (m) => {
      const user = await m.findOne(UserRow, { where: { email } });
      const token = await m.findOne(PasswordResetTokenRow, { where: { tokenHash: sha256(input.token) } });
      if (!user || !token || token.userId !== user.id || !isResetTokenUsable(token, ctx.now)) {
        throw new AppError('INVALID_RESET_TOKEN', INVALID_RESET);
      }
      // Conditional update: of two requests racing with one token, only one spends it.
      const spent = await m.update(PasswordResetTokenRow, { id: token.id, usedAt: IsNull() }, { usedAt: ctx.now });
      if (spent.affected !== 1) throw new AppError('INVALID_RESET_TOKEN', INVALID_RESET);
      await m.update(UserRow, { id: user.id }, { passwordHash, tokenVersion: () => 'token_version + 1', updatedAt: ctx.now });
    });
    await this.deps.throttle.recordSuccess(email);
  }

  async changeMyPassword(ctx: RequestContext, input: { currentPassword: string; newPassword: string }): Promise<void> {
    const actor = requireActor(ctx);
    const user = await ctx.manager.findOneOrFail(UserRow, { where: { id: actor.userId } });
    if (!(await passwordHasher.verify(user.passwordHash, input.currentPassword))) {
      throw new AppError('WRONG_PASSWORD', 'Your current password is not correct', [
        { field: 'currentPassword', message: 'Your current password is not correct' },
      ]);
    }
    assertPasswordPolicy(input.newPassword, 'newPassword');
    const passwordHash = await passwordHasher.hash(input.newPassword);
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
    const user = await ctx.manager.findOne(UserRow, { where: { id: claims.sub }, select: { id: true, status: true, tokenVersion: true } });
    if (!user || user.status !== 'Active' || user.tokenVersion !== claims.ver) return undefined;
    const actor: Actor = { userId: user.id, roles: await this.deps.users.rolesOf(ctx, user.id) };
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

function emailTaken(): AppError {
  const message = 'An account with this email already exists';
  return new AppError('EMAIL_TAKEN', message, [{ field: 'email', message }]);
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } };
  const code = e.driverError?.code ?? e.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
