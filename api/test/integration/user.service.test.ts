import { AppError, UnauthenticatedError } from '../../src/common/errors';
import { UserRow } from '../../src/modules/user/user.entity';
import { startTestSystem, type TestSystem } from '../support/test-system';

let t: TestSystem;
beforeAll(async () => {
  t = await startTestSystem();
});
afterAll(() => t.stop());

async function signUp(email: string) {
  const s = await t.system.services.auth.register(t.context(), {
    firstName: 'Bola',
    lastName: 'Ade',
    email,
    phoneNumber: '08031112222',
    address: '1 Marina, Lagos Island',
    password: 'Secret#2026',
    confirmedAdult: true,
    acceptTerms: true,
  });
  return { userId: s.user.id, roles: s.user.roles };
}

describe('my profile', () => {
  it('saves my details on the server, normalised', async () => {
    const me = await signUp('bola@example.ng');
    const updated = await t.system.services.users.updateMyProfile(t.context(me, new Date('2026-11-22T12:00:00Z')), {
      firstName: ' Bolanle ',
      lastName: 'Adeyemi',
      email: 'Bolanle@Example.ng',
      phoneNumber: '+234 803 111 2222',
      address: '',
    });
    expect(updated).toMatchObject({ firstName: 'Bolanle', lastName: 'Adeyemi', email: 'bolanle@example.ng', phoneNumber: '2348031112222', address: null });
    const row = await t.system.dataSource.manager.findOneByOrFail(UserRow, { id: me.userId });
    expect(row).toMatchObject({ firstName: 'Bolanle', email: 'bolanle@example.ng', address: null });
    expect(row.updatedAt.toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });

  it('refuses an e-mail another account uses and changes nothing', async () => {
    await signUp('taken@example.ng');
    const me = await signUp('mine@example.ng');
    const err = await t.system.services.users
      .updateMyProfile(t.context(me), { firstName: 'Changed', lastName: 'Name', email: 'TAKEN@example.ng', phoneNumber: '08031112222' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('EMAIL_TAKEN');
    expect(await t.system.dataSource.manager.findOneByOrFail(UserRow, { id: me.userId })).toMatchObject({ firstName: 'Bola', email: 'mine@example.ng' });
  });

  it('names every invalid field', async () => {
    const me = await signUp('fields@example.ng');
    const err = (await t.system.services.users
      .updateMyProfile(t.context(me), { firstName: '', lastName: 'X', email: 'nope', phoneNumber: '12' })
      .catch((e: unknown) => e)) as AppError;
    expect(err.fieldErrors.map((f) => f.field)).toEqual(['firstName', 'email', 'phoneNumber']);
  });

  it('needs a signed-in user', async () => {
    await expect(t.system.services.users.me(t.context())).rejects.toBeInstanceOf(UnauthenticatedError);
  });
});
