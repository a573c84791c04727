import { UserRow } from '../../src/modules/user/user.entity';
import { gql, ME, newCustomer, REGISTER, UPDATE_MY_PROFILE } from '../support/graphql';
import { startTestSystem, type TestSystem } from '../support/test-system';

/** Phone numbers are stored as 234XXXXXXXXXX (what Termii sends to), and only Nigerian mobiles are taken. */
describe('phone numbers at sign-up and profile edit', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem();
  });
  afterAll(() => t.stop());

  const MESSAGE = 'Enter a Nigerian mobile number, e.g. 0803 123 4567';
  const phoneOf = async (token: string) => (await gql(t.http, ME, {}, token)).data!.me.phoneNumber as string;
  const register = async (email: string, phoneNumber: string) => (await gql(t.http, REGISTER, { input: newCustomer(email, { phoneNumber }) })).data!.register;

  it('stores 0803…, +234… and 234… as 234XXXXXXXXXX on GraphQL sign-up', async () => {
    for (const [i, typed] of ['0803 444 5555', '+234 803-444-5555', '234 803 444 5555'].entries()) {
      const reg = await register(`kemi${i}@example.ng`, typed);
      expect(reg.__typename).toBe('AuthPayload');
      expect(await phoneOf(reg.token)).toBe('2348034445555');
    }
  });

  it('refuses a landline or a foreign number at sign-up, on the phone field, and creates no account', async () => {
    for (const [i, typed] of ['0201 234 5678', '+44 7911 123456'].entries()) {
      const reg = await register(`landline${i}@example.ng`, typed);
      expect(reg).toMatchObject({ __typename: 'ErrorResult', errorCode: 'VALIDATION', message: MESSAGE, fieldErrors: [{ field: 'phoneNumber', message: MESSAGE }] });
      expect(await t.system.dataSource.manager.exists(UserRow, { where: { email: `landline${i}@example.ng` } })).toBe(false);
    }
  });

  it('normalises on profile edit and refuses a landline, keeping the stored number', async () => {
    const { token } = await register('editor@example.ng', '08034445555');
    const profile = (phoneNumber: string) => ({ firstName: 'Kemi', lastName: 'Balogun', email: 'editor@example.ng', phoneNumber, address: null });

    const edited = await gql(t.http, UPDATE_MY_PROFILE, { input: profile('+234 909-123-4567') }, token);
    expect(edited.data!.updateMyProfile).toMatchObject({ __typename: 'User', phoneNumber: '2349091234567' });

    const refused = await gql(t.http, UPDATE_MY_PROFILE, { input: profile('0201 234 5678') }, token);
    expect(refused.data!.updateMyProfile).toMatchObject({ __typename: 'ErrorResult', errorCode: 'VALIDATION', fieldErrors: [{ field: 'phoneNumber', message: MESSAGE }] });
    expect(await phoneOf(token)).toBe('2349091234567');
  });

  it('shows a number stored before normalisation as stored, and its owner can save the profile as shown', async () => {
    const { token, user } = await register('older@example.ng', '08034445555');
    await t.system.dataSource.manager.update(UserRow, { id: user.id }, { phoneNumber: '08031112222' });
    expect(await phoneOf(token)).toBe('08031112222');
    const saved = await gql(t.http, UPDATE_MY_PROFILE, { input: { firstName: 'Kemi', lastName: 'Balogun', email: 'older@example.ng', phoneNumber: '08031112222', address: null } }, token);
    expect(saved.data!.updateMyProfile).toMatchObject({ __typename: 'User', phoneNumber: '2348031112222' });
  });

  it('does the same on the legacy POST /api/Authentication/register', async () => {
    const ok = await t.http.post('/api/Authentication/register').send(newCustomer('legacy-phone@example.ng', { phoneNumber: '0803-444-5555' }));
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.phoneNumber).toBe('2348034445555');

    const refused = await t.http.post('/api/Authentication/register').send(newCustomer('legacy-landline@example.ng', { phoneNumber: '0201 234 5678' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, message: MESSAGE, data: { success: false, errorMessage: MESSAGE } });
    expect(refused.body.errors).toEqual([`phoneNumber: ${MESSAGE}`]);
  });
});
