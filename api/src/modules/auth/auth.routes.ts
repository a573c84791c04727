import { Router } from 'express';
import { sendOk } from '../../rest/envelope';
import { parseBody } from '../../rest/validate';
import type { UserView } from '../user';
import { LOGGED_OUT_MESSAGE, RESET_SENT_MESSAGE, type AuthSession } from './auth.service';
import { LoginInput, RegisterInput, ResetPasswordInput } from './auth.types';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import type { AuthService } from './auth.service';

/** POST /api/Authentication/reset-password as the mobile app sends it: `{ email, otp, newPassword }` (issue 28). */
class ResetPasswordWithCodeBody {
  @IsEmail({}, { message: 'Enter a valid email address' })
  email!: string;

  @MaxLength(20)
  @MinLength(1, { message: 'Reset code is required' })
  @IsString({ message: 'Reset code is required' })
  otp!: string;

  @MaxLength(200)
  @IsString()
  newPassword!: string;
}

class ForgotPasswordBody {
  @IsString({ message: 'Email is required' })
  @MinLength(1, { message: 'Email is required' })
  @MaxLength(254)
  email!: string;
}

/**
 * The user as the original API answered it (its ApplicationUser), with what the mobile app parses
 * (`UserData`: id, email, names, phoneNumber and address as non-null strings, `createdAt` and
 * `updatedAt` as dates, `isActive` for 'Active Member'). The user's id stays the UUID: the
 * original's were text (GUIDs) too.
 */
export function legacyUser(u: UserView) {
  const registered = u.registeredAt.toISOString();
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phoneNumber: u.phoneNumber ?? '',
    address: u.address ?? '',
    status: u.status,
    isActive: u.status === 'Active',
    registrationDate: registered,
    createdAt: registered,
    updatedAt: registered,
    referralCode: u.referralCode,
    avatar: null,
  };
}

/** What the original's claims named as their issuer (.NET's default for claims it makes itself). */
const CLAIM_ISSUER = 'LOCAL AUTHORITY';

function legacySession(s: AuthSession) {
  return {
    success: true,
    user: legacyUser(s.user),
    roles: s.user.roles,
    // As .NET serialised its Claim objects (the mobile app's Claim parses every one of these fields).
    claims: [
      { type: 'token', value: s.token },
      { type: 'expires', value: s.expiresAt.toISOString() },
      ...s.user.roles.map((r) => ({ type: 'role', value: r })),
    ].map((c) => ({ issuer: CLAIM_ISSUER, originalIssuer: CLAIM_ISSUER, properties: {}, subject: null, ...c, valueType: 'http://www.w3.org/2001/XMLSchema#string' })),
    errorMessage: null,
  };
}

/** POST /api/Authentication/{register,login,logout,forgot-password,reset-password} (section 7; logout is ours). */
export function authRoutes(deps: { auth: AuthService }): Router {
  const r = Router();
  r.post('/Authentication/register', async (req, res) => {
    const input = await parseBody(RegisterInput, req.body);
    // The original clients send no age or Terms boxes: see AuthService.register.
    sendOk(res, legacySession(await deps.auth.register(req.ctx, input, { originalClient: true })), 'Registration successful');
  });
  r.post('/Authentication/login', async (req, res) => {
    const input = await parseBody(LoginInput, req.body);
    sendOk(res, legacySession(await deps.auth.login(req.ctx, input)), 'Login successful');
  });
  r.post('/Authentication/logout', async (req, res) => {
    await deps.auth.logout(req.ctx);
    sendOk(res, null, LOGGED_OUT_MESSAGE);
  });
  r.post('/Authentication/forgot-password', async (req, res) => {
    const { email } = await parseBody(ForgotPasswordBody, req.body);
    await deps.auth.requestPasswordReset(req.ctx, email);
    sendOk(res, null, RESET_SENT_MESSAGE);
  });
  r.post('/Authentication/reset-password', async (req, res) => {
    // The link's `token` (the web), or the e-mail's 6-digit code as `otp` (the mobile app, issue 28).
    const withCode = typeof req.body === 'object' && req.body !== null && !('token' in req.body) && 'otp' in req.body;
    const input = withCode ? await parseBody(ResetPasswordWithCodeBody, req.body) : await parseBody(ResetPasswordInput, req.body);
    await deps.auth.resetPassword(req.ctx, input);
    sendOk(res, null, 'Password reset successful');
  });
  return r;
}
