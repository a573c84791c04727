import { Router } from 'express';
import { sendOk } from '../../rest/envelope';
import { parseBody } from '../../rest/validate';
import type { UserView } from '../user';
import { LOGGED_OUT_MESSAGE, RESET_SENT_MESSAGE, type AuthSession } from './auth.service';
import { LoginInput, RegisterInput, ResetPasswordInput } from './auth.types';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { AuthService } from './auth.service';

class ForgotPasswordBody {
  @IsString({ message: 'Email is required' })
  @MinLength(1, { message: 'Email is required' })
  @MaxLength(254)
  email!: string;
}

/** The user as the original API answered it. */
export function legacyUser(u: UserView) {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phoneNumber: u.phoneNumber,
    address: u.address,
    status: u.status,
    registrationDate: u.registeredAt.toISOString(),
    referralCode: u.referralCode,
    avatar: null,
  };
}

function legacySession(s: AuthSession) {
  return {
    success: true,
    user: legacyUser(s.user),
    roles: s.user.roles,
    claims: [
      { type: 'token', value: s.token },
      { type: 'expires', value: s.expiresAt.toISOString() },
      ...s.user.roles.map((r) => ({ type: 'role', value: r })),
    ],
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
    const input = await parseBody(ResetPasswordInput, req.body);
    await deps.auth.resetPassword(req.ctx, input);
    sendOk(res, null, 'Password reset successful');
  });
  return r;
}
