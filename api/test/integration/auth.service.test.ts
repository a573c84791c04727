import { AppError } from '../../src/common/errors';
import { PasswordResetTokenRow } from '../../src/modules/auth/password-reset-token.entity';
import { UserRow } from '../../src/modules/user/user.entity';
import { UserRoleRow } from '../../src/modules/user/user-role.entity';
import { resetLinkFrom, startTestSystem, type TestSystem } from '../support/test-system';
import { refusal } from '../support/refusal';

let t: TestSystem;
beforeAll(async () => {
  t = await startTestSystem();
});
afterAll(() => t.stop());

const person = (email: string) => ({
  firstName: 'Ngozi',
  lastName: 'Okeke',
  email,
  phoneNumber: '0803 555 0101',
  address: '4 Bode Thomas Street, Surulere',
  password: 'Secret#2026',
  confirmedAdult: true,
  acceptTerms: true,
});

describe('registration', () => {
  it('creates an active customer with normalised details and a hashed password', async () => {
    const session = await t.system.services.auth.register(t.context(), { ...person('  Ngozi.Okeke@Example.NG '), referralCode: ' MKT-42 ' });
    expect(session.user).toMatchObject({ email: 'ngozi.okeke@example.ng', phoneNumber: '2348035550101', status: 'Active', roles: ['Customer'], referralCode: 'MKT-42' });
    const row = await t.system.dataSource.manager.findOneByOrFail(UserRow, { id: session.user.id });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await t.system.dataSource.manager.findBy(UserRoleRow, { userId: row.id })).toHaveLength(1);
  });

  it('refuses an e-mail already used, whatever its case', async () => {
    await t.system.services.auth.register(t.context(), person('dupe@example.ng'));
    const err = await refusal(t.system.services.auth.register(t.context(), person('DUPE@example.ng')));
    expect(err.code).toBe('EMAIL_TAKEN');
    expect(err.fieldErrors).toEqual([{ field: 'email', message: 'An account with this email already exists' }]);
  });

  it('lets exactly one of two simultaneous sign-ups with the same e-mail through', async () => {
    const results = await Promise.allSettled([
      t.system.services.auth.register(t.context(), person('race@example.ng')),
      t.system.services.auth.register(t.context(), person('race@example.ng')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((failed.reason as AppError).code).toBe('EMAIL_TAKEN');
    expect(await t.system.dataSource.manager.countBy(UserRow, { email: 'race@example.ng' })).toBe(1);
  });

  it('refuses a weak password and stores nothing', async () => {
    const err = await refusal(t.system.services.auth.register(t.context(), { ...person('weak@example.ng'), password: 'password' }));
    expect(err.code).toBe('WEAK_PASSWORD');
    expect(err.message).toContain('at least one number');
    expect(await t.system.dataSource.manager.countBy(UserRow, { email: 'weak@example.ng' })).toBe(0);
  });

  it('requires an address at sign-up', async () => {
    const err = await refusal(t.system.services.auth.register(t.context(), { ...person('noaddress@example.ng'), address: '  ' }));
    expect(err.fieldErrors).toEqual([{ field: 'address', message: 'Address is required' }]);
  });
});

describe('sign-in', () => {
  beforeAll(() => t.system.services.auth.register(t.context(), person('signin@example.ng')));

  it('signs in with any case of the e-mail and returns a session token', async () => {
    const s = await t.system.services.auth.login(t.context(), { email: 'SignIn@Example.ng', password: 'Secret#2026' });
    expect(s.token.split('.')).toHaveLength(3);
    expect(s.user.email).toBe('signin@example.ng');
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await refusal(t.system.services.auth.login(t.context(), { email: 'signin@example.ng', password: 'Nope#2026' }));
    const unknown = await refusal(t.system.services.auth.login({ ...t.context(), ip: '10.0.0.2' }, { email: 'nobody@example.ng', password: 'Nope#2026' }));
    expect([wrong.code, wrong.message]).toEqual(['INVALID_CREDENTIALS', 'Invalid email or password']);
    expect([unknown.code, unknown.message]).toEqual(['INVALID_CREDENTIALS', 'Invalid email or password']);
  });

  it('refuses a suspended user', async () => {
    const s = await t.system.services.auth.register(t.context(), person('suspended@example.ng'));
    await t.system.dataSource.manager.update(UserRow, { id: s.user.id }, { status: 'Suspended' });
    const err = await refusal(t.system.services.auth.login(t.context(), { email: 'suspended@example.ng', password: 'Secret#2026' }));
    expect(err.code).toBe('ACCOUNT_SUSPENDED');
    // and an old token of theirs no longer authenticates
    expect(await t.system.services.auth.authenticate(t.context(), s.token)).toBeUndefined();
  });

  it('blocks an account after five failures, even with the right password, and says for how long', async () => {
    await t.system.services.auth.register(t.context(), person('guessed@example.ng'));
    const ctx = { ...t.context(), ip: '10.0.0.3' };
    for (let i = 0; i < 5; i++) {
      expect((await refusal(t.system.services.auth.login(ctx, { email: 'guessed@example.ng', password: `Wrong#${i}aaa` }))).code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await refusal(t.system.services.auth.login(ctx, { email: 'guessed@example.ng', password: 'Secret#2026' }));
    expect(blocked.code).toBe('TOO_MANY_ATTEMPTS');
    expect(blocked.message).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});

describe('password reset', () => {
  const email = 'reset@example.ng';
  beforeAll(() => t.system.services.auth.register(t.context(), person(email)));
  /** An account of its own per test: at most 3 reset e-mails go to one account an hour. */
  const account = async (name: string) => {
    await t.system.services.auth.register({ ...t.context(), ip: '10.0.5.1' }, person(`${name}@example.ng`));
    return `${name}@example.ng`;
  };

  it('e-mails a link whose token is stored only as a hash, works once, and changes the password', async () => {
    await t.system.services.auth.requestPasswordReset(t.context(), 'Reset@Example.ng');
    const link = resetLinkFrom(await t.outbox(), email);
    const stored = await t.system.dataSource.manager.find(PasswordResetTokenRow);
    expect(stored.some((r) => r.tokenHash === link.token)).toBe(false);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);

    await t.system.services.auth.resetPassword(t.context(), { ...link, newPassword: 'Fresh#2027' });
    await expect(t.system.services.auth.login(t.context(), { email, password: 'Fresh#2027' })).resolves.toBeDefined();
    const again = await refusal(t.system.services.auth.resetPassword(t.context(), { ...link, newPassword: 'Other#2028' }));
    expect(again.code).toBe('INVALID_RESET_TOKEN');
  });

  it('refuses a link after an hour', async () => {
    const email = await account('reset-late');
    const issuedAt = new Date('2026-11-22T09:00:00Z');
    await t.system.services.auth.requestPasswordReset(t.context(undefined, issuedAt), email);
    const link = resetLinkFrom(await t.outbox(), email);
    const late = await refusal(t.system.services.auth.resetPassword(t.context(undefined, new Date('2026-11-22T10:00:01Z')), { ...link, newPassword: 'Late#2027x' }));
    expect(late.message).toBe('The password reset link is invalid or has expired.');
  });

  it('keeps the token usable when the new password is refused', async () => {
    const email = await account('reset-weak');
    await t.system.services.auth.requestPasswordReset(t.context(), email);
    const link = resetLinkFrom(await t.outbox(), email);
    expect((await refusal(t.system.services.auth.resetPassword(t.context(), { ...link, newPassword: 'short' }))).code).toBe('WEAK_PASSWORD');
    await expect(t.system.services.auth.resetPassword(t.context(), { ...link, newPassword: 'Valid#2029' })).resolves.toBeUndefined();
  });

  it('spends older links when a new one is requested', async () => {
    const email = await account('reset-twice');
    await t.system.services.auth.requestPasswordReset(t.context(), email);
    const first = resetLinkFrom(await t.outbox(), email);
    await t.system.services.auth.requestPasswordReset(t.context(), email);
    const second = resetLinkFrom(await t.outbox(), email);
    expect(second.token).not.toBe(first.token);
    expect((await refusal(t.system.services.auth.resetPassword(t.context(), { ...first, newPassword: 'Valid#2030' }))).code).toBe('INVALID_RESET_TOKEN');
  });

  it('does not accept one account\'s token for another e-mail', async () => {
    const email = await account('reset-other');
    await t.system.services.auth.register(t.context(), person('victim@example.ng'));
    await t.system.services.auth.requestPasswordReset(t.context(), email);
    const link = resetLinkFrom(await t.outbox(), email);
    const err = await refusal(t.system.services.auth.resetPassword(t.context(), { email: 'victim@example.ng', token: link.token, newPassword: 'Taken#2031' }));
    expect(err.code).toBe('INVALID_RESET_TOKEN');
  });

  it('sends nothing and stores nothing for an unknown e-mail', async () => {
    const before = (await t.outbox()).length;
    const tokens = await t.system.dataSource.manager.count(PasswordResetTokenRow);
    await expect(t.system.services.auth.requestPasswordReset(t.context(), 'ghost@example.ng')).resolves.toBeUndefined();
    expect((await t.outbox()).length).toBe(before);
    expect(await t.system.dataSource.manager.count(PasswordResetTokenRow)).toBe(tokens);
  });
});

describe('change my password', () => {
  it('needs the current password', async () => {
    const s = await t.system.services.auth.register(t.context(), person('changer@example.ng'));
    const actor = { userId: s.user.id, roles: s.user.roles };
    const err = await refusal(t.system.services.auth.changeMyPassword(t.context(actor), { currentPassword: 'Guess#1234', newPassword: 'Brand#New1' }));
    expect(err.code).toBe('WRONG_PASSWORD');
    await t.system.services.auth.changeMyPassword(t.context(actor), { currentPassword: 'Secret#2026', newPassword: 'Brand#New1' });
    await expect(t.system.services.auth.login(t.context(), { email: 'changer@example.ng', password: 'Brand#New1' })).resolves.toBeDefined();
  });
});
