import { Not } from 'typeorm';
import { AppError, UnauthenticatedError } from '../../common/errors';
import { requireActor, type RequestContext } from '../../common/context';
import type { AddressLimits } from '../../common/attempt-limiter';
import type { ProfileFields } from './domain/profile-rules';
import { checkedProfile } from './phone-number';
import { UserRow, type Role, type UserStatus } from './user.entity';
import { UserRoleRow } from './user-role.entity';

/** The user as every caller sees it: never the password hash. */
export interface UserView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: string | null;
  status: UserStatus;
  roles: Role[];
  registeredAt: Date;
  referralCode: string | null;
  /** Payment reminders by e-mail and by SMS (both on by default). */
  emailReminders: boolean;
  smsReminders: boolean;
}

const roleOrder: Role[] = ['Admin', 'Marketer', 'Customer'];

export function toUserView(row: UserRow, roles: Role[]): UserView {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    status: row.status,
    roles: [...roles].sort((a, b) => roleOrder.indexOf(a) - roleOrder.indexOf(b)),
    registeredAt: row.registeredAt,
    referralCode: row.referralCodeUsed,
    emailReminders: row.emailReminders,
    smsReminders: row.smsReminders,
  };
}

export function throwIfProblems(problems: { field: string; message: string }[]): void {
  if (problems.length) throw new AppError('VALIDATION', problems.map((p) => p.message).join('. '), problems);
}

export class UserService {
  constructor(private readonly deps: { addressLimits?: AddressLimits } = {}) {}

  async findByEmail(ctx: RequestContext, email: string): Promise<UserRow | null> {
    return ctx.manager.findOne(UserRow, { where: { email } });
  }

  /**
   * What every signed-in request checks, in one statement: the account's status, its token
   * version and its roles (re-read each time, so a suspension or a role change applies at once).
   */
  async sessionFacts(ctx: RequestContext, userId: string): Promise<{ status: string; tokenVersion: number; roles: Role[] } | null> {
    const rows = await ctx.manager
      .createQueryBuilder(UserRow, 'u')
      .leftJoin(UserRoleRow, 'r', 'r.userId = u.id')
      .select(['u.status AS status', 'u.tokenVersion AS tokenVersion', 'r.role AS role'])
      .where('u.id = :userId', { userId })
      .getRawMany<{ status: string; tokenVersion: number | string; role: Role | null }>();
    if (!rows.length) return null;
    return { status: rows[0].status, tokenVersion: Number(rows[0].tokenVersion), roles: rows.flatMap((r) => (r.role ? [r.role] : [])) };
  }

  async rolesOf(ctx: RequestContext, userId: string): Promise<Role[]> {
    const rows = await ctx.manager.find(UserRoleRow, { where: { userId } });
    return rows.map((r) => r.role);
  }

  async view(ctx: RequestContext, row: UserRow): Promise<UserView> {
    return toUserView(row, await this.rolesOf(ctx, row.id));
  }

  async me(ctx: RequestContext): Promise<UserView> {
    const actor = requireActor(ctx);
    const row = await ctx.manager.findOne(UserRow, { where: { id: actor.userId } });
    if (!row) throw new UnauthenticatedError('Your account no longer exists');
    return this.view(ctx, row);
  }

  /** Which channels the customer's payment reminders use (their own account only; a plan's reminders are switched on the plan). */
  async setReminderChannels(ctx: RequestContext, channels: { email: boolean; sms: boolean }): Promise<UserView> {
    const actor = requireActor(ctx);
    return ctx.manager.transaction(async (m) => {
      const row = await m.findOne(UserRow, { where: { id: actor.userId } });
      if (!row) throw new UnauthenticatedError('Your account no longer exists');
      await m.update(UserRow, { id: row.id }, { emailReminders: channels.email, smsReminders: channels.sms, updatedAt: ctx.now });
      return this.view({ ...ctx, manager: m }, Object.assign(row, { emailReminders: channels.email, smsReminders: channels.sms, updatedAt: ctx.now }));
    });
  }

  /**
   * The acting user's push-notification token (the mobile app's FCM token, issue 28), kept for later
   * push notices; an empty token forgets it. One token per user: the newest device wins.
   */
  async setDeviceToken(ctx: RequestContext, token: string | null): Promise<void> {
    const actor = requireActor(ctx);
    const value = token?.trim() || null;
    // FCM and APNs tokens are letters, digits and : _ - . only.
    if (value && (value.length > 512 || !/^[A-Za-z0-9:_.-]+$/.test(value))) {
      throw new AppError('VALIDATION', 'deviceToken is not a valid device token', [{ field: 'deviceToken', message: 'deviceToken is not a valid device token' }]);
    }
    await ctx.manager.update(UserRow, { id: actor.userId }, { deviceToken: value, deviceTokenAt: value ? ctx.now : null, updatedAt: ctx.now });
  }

  /** Changes only the acting user's own details: there is no id to pass, so no one else's. */
  async updateMyProfile(ctx: RequestContext, input: ProfileFields): Promise<UserView> {
    const actor = requireActor(ctx);
    const { fields, problems } = checkedProfile(input);
    throwIfProblems(problems);
    return ctx.manager.transaction(async (m) => {
      const row = await m.findOne(UserRow, { where: { id: actor.userId } });
      if (!row) throw new UnauthenticatedError('Your account no longer exists');
      // A new e-mail is checked against every account: counted per address, so it is no way to list who has one.
      if (fields.email !== row.email) await this.deps.addressLimits?.take('profile-email', ctx.ip);
      if (await m.exists(UserRow, { where: { email: fields.email, id: Not(actor.userId) } })) {
        throw new AppError('EMAIL_TAKEN', 'Another account already uses this email address', [
          { field: 'email', message: 'Another account already uses this email address' },
        ]);
      }
      Object.assign(row, fields, { updatedAt: ctx.now });
      await m.save(row);
      return this.view({ ...ctx, manager: m }, row);
    });
  }
}
