/**
 * The original mobile app's calls about the signed-in person's own account (issue 28), which the
 * original server had and the specification's web client did not use:
 *
 *   PUT    /api/User/profile/{id}             firstName, lastName, email (+ phoneNumber, address)
 *   PUT    /api/User/change-password/{id}     currentPassword, newPassword, confirmPassword
 *   PUT    /api/User/device-token/{id}        deviceToken (the app's FCM token)
 *   DELETE /api/Authentication/users/{id}     with the caller's own id: 'Delete Account'
 *
 * The id in the path must be the caller's own: anyone else's is 403, whatever the caller's roles
 * (admins change other people through PUT /api/Authentication/users/{id}). Each path calls the
 * same service method as its GraphQL twin (updateMyProfile, changeMyPassword), with the same rules.
 * Replies are the original envelope with an AuthResponse-like `data: { success, user?, token? }`.
 */
import { Router, type Request } from 'express';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { requireActor } from '../../common/context';
import { AppError, ForbiddenError } from '../../common/errors';
import { sendOk } from '../../rest/envelope';
import { parseBody } from '../../rest/validate';
import { ChangeMyPasswordInput, legacyUser, type AuthService } from '../auth';
import { UpdateMyProfileInput, type UserService } from '../user';
import type { UserAdminService } from './user-admin.service';

class LegacyProfileBody extends UpdateMyProfileInput {}

class LegacyChangePasswordBody extends ChangeMyPasswordInput {
  @MaxLength(200)
  @IsString({ message: 'confirmPassword is required' })
  @IsOptional()
  confirmPassword?: string;
}

class LegacyDeviceTokenBody {
  @MaxLength(512)
  @IsString({ message: 'deviceToken is required' })
  @IsOptional()
  deviceToken?: string | null;
}

const NOT_YOURS = 'You can only change your own account';

/** The path's id must be the caller's own (401 without a session, 403 for anyone else's). */
function ownId(req: Request): string {
  const actor = requireActor(req.ctx);
  if (String(req.params.id).trim().toLowerCase() !== actor.userId.toLowerCase()) throw new ForbiddenError(NOT_YOURS);
  return actor.userId;
}

export function ownAccountRoutes(deps: { auth: AuthService; users: UserService; userAdmin: UserAdminService }): Router {
  const r = Router();

  r.put('/User/profile/:id', async (req, res) => {
    ownId(req);
    const current = await deps.users.me(req.ctx);
    // The app sends phoneNumber and address only when not empty: a field left out keeps its value.
    const raw = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const left = (value: unknown) => value === undefined || value === null || value === '';
    const body = await parseBody(LegacyProfileBody, {
      ...raw,
      phoneNumber: left(raw.phoneNumber) ? current.phoneNumber : raw.phoneNumber,
      address: left(raw.address) ? current.address : raw.address,
    });
    const user = await deps.users.updateMyProfile(req.ctx, { firstName: body.firstName, lastName: body.lastName, email: body.email, phoneNumber: body.phoneNumber, address: body.address });
    sendOk(res, { success: true, user: legacyUser(user), errorMessage: null }, 'Profile updated successfully');
  });

  r.put('/User/change-password/:id', async (req, res) => {
    ownId(req);
    const body = await parseBody(LegacyChangePasswordBody, req.body);
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.newPassword) {
      throw new AppError('VALIDATION', 'The new passwords do not match', [{ field: 'confirmPassword', message: 'The new passwords do not match' }]);
    }
    // Every other session ends; this one gets a fresh token (also in X-Session-Token, as on GraphQL).
    let token: string | null = null;
    const issue = req.ctx.issueSession;
    await deps.auth.changeMyPassword({ ...req.ctx, issueSession: (t) => ((token = t.token), issue?.(t)) }, { currentPassword: body.currentPassword, newPassword: body.newPassword });
    sendOk(res, { success: true, token, errorMessage: null }, 'Password changed successfully');
  });

  r.put('/User/device-token/:id', async (req, res) => {
    ownId(req);
    const body = await parseBody(LegacyDeviceTokenBody, req.body);
    await deps.users.setDeviceToken(req.ctx, body.deviceToken ?? null);
    sendOk(res, { success: true }, body.deviceToken ? 'Device token updated' : 'Device token removed');
  });

  // The app's 'Delete Account' sends the caller's own id; an admin's DELETE of anyone's id (their own
  // included, refused as before) goes on to the admin route.
  r.delete('/Authentication/users/:id', async (req, res, next) => {
    const actor = requireActor(req.ctx);
    if (String(req.params.id).trim().toLowerCase() !== actor.userId.toLowerCase() || actor.roles.includes('Admin')) return next();
    const done = await deps.userAdmin.removeOwn(req.ctx);
    sendOk(res, { success: true, ...done }, 'Your account has been deleted');
  });

  return r;
}
