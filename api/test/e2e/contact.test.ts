import { ContactMessageRow } from '../../src/modules/contact/contact-message.entity';
import { AppError } from '../../src/common/errors';
import { signUpAs } from '../support/catalogue';
import { gql } from '../support/graphql';
import { startTestSystem, type TestSystem } from '../support/test-system';

const SEND = /* GraphQL */ `
  mutation($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ... on Ack { ok message }
      ... on ErrorResult { errorCode message fieldErrors { field message } }
    }
  }
`;

/** The contact form over GraphQL and POST /api/contact: stored, e-mailed to support, rate-limited. */
describe('contact messages', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ env: { SUPPORT_EMAIL: 'help@foodsavings.test' } });
  });
  afterAll(() => t.stop());

  const message = (email: string, extra: Record<string, string> = {}) => ({ name: 'Amaka Obi', email, subject: 'Delivery to Ikorodu', message: 'Do you deliver to Ikorodu?\nThanks.', ...extra });
  const stored = () => t.system.dataSource.manager.find(ContactMessageRow, { order: { createdAt: 'ASC' } });

  it('stores a message sent over GraphQL and e-mails it to support, with the sender to reply to', async () => {
    const member = await signUpAs(t, 'member@example.ng');
    const res = await gql(t.http, SEND, { input: message(' Amaka@Example.NG ', { subject: ' Delivery  to Ikorodu ' }) }, member.token);
    expect(res.data!.sendContactMessage).toEqual({ __typename: 'Ack', ok: true, message: "Thank you for reaching out! We'll get back to you soon." });
    const [row] = await stored();
    expect(row).toMatchObject({ name: 'Amaka Obi', email: 'amaka@example.ng', subject: 'Delivery to Ikorodu', userId: member.userId, ip: expect.stringContaining('127.0.0.1') });
    const mails = (await t.outbox()).filter((m) => m.to === 'help@foodsavings.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ replyTo: 'amaka@example.ng', subject: 'Contact form: Delivery to Ikorodu' });
    expect(mails[0].text).toContain('From: Amaka Obi <amaka@example.ng>');
    expect(mails[0].text).toContain('Do you deliver to Ikorodu?\nThanks.');
  });

  it('takes the same message on POST /api/contact, signed in or not', async () => {
    const res = await t.http.post('/api/Contact').send(message('tunde@example.ng'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Thank you for reaching out! We'll get back to you soon.", data: { id: expect.any(String) } });
    expect((await stored()).map((r) => [r.email, r.userId])).toEqual([
      ['amaka@example.ng', expect.any(String)],
      ['tunde@example.ng', null],
    ]);
    expect((await t.outbox()).filter((m) => m.to === 'help@foodsavings.test')).toHaveLength(2);
  });

  it('refuses missing fields and a bad e-mail address, naming them, and stores nothing', async () => {
    const gqlRes = await gql(t.http, SEND, { input: { name: ' ', email: 'not-an-email', subject: '', message: 'Hello' } });
    expect(gqlRes.data!.sendContactMessage).toEqual({
      __typename: 'ErrorResult',
      errorCode: 'VALIDATION',
      message: 'Please fill in all required fields',
      fieldErrors: [
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Enter a valid email address' },
        { field: 'subject', message: 'Subject is required' },
      ],
    });
    const rest = await t.http.post('/api/contact').send({ name: 'Amaka', email: 'amaka@', subject: 'Hi', message: 'Hello' });
    expect([rest.status, rest.body.message, rest.body.errors]).toEqual([400, 'Enter a valid email address', ['email: Enter a valid email address']]);
    const missing = await t.http.post('/api/contact').send({ name: 'Amaka', email: 'amaka@example.ng', subject: 'Hi' });
    expect([missing.status, missing.body.errors]).toEqual([400, ['message: Message is required']]);
    const long = await gql(t.http, SEND, { input: message('a@example.ng', { message: 'x'.repeat(5001) }) });
    expect(long.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'message', message: 'Message must be at most 5000 characters' }] });
    expect(await stored()).toHaveLength(2);
  });

  it('refuses a line break or control character in the name or subject (they head the e-mail to support), on both APIs', async () => {
    const gqlRes = await gql(t.http, SEND, { input: message('h@example.ng', { subject: 'Delivery\r\nBcc: everyone@example.com' }) });
    expect(gqlRes.data!.sendContactMessage).toMatchObject({
      __typename: 'ErrorResult',
      errorCode: 'VALIDATION',
      fieldErrors: [{ field: 'subject', message: 'Subject must not contain line breaks or control characters' }],
    });
    const rest = await t.http.post('/api/contact').send(message('h@example.ng', { name: 'Amaka\nURGENT: verify at http://evil.example' }));
    expect([rest.status, rest.body.errors]).toEqual([400, ['name: Name must not contain line breaks or control characters']]);
    expect(await stored()).toHaveLength(2);
  });

  it('allows five messages an hour from one address, then says how long to wait', async () => {
    // Two were sent from this address above; refused ones did not count.
    for (const who of ['c@example.ng', 'd@example.ng', 'e@example.ng']) {
      expect((await t.http.post('/api/contact').send(message(who))).status).toBe(200);
    }
    const sixth = await gql(t.http, SEND, { input: message('f@example.ng') });
    expect(sixth.data!.sendContactMessage).toMatchObject({ __typename: 'ErrorResult', errorCode: 'RATE_LIMITED', message: expect.stringMatching(/^Too many messages\. Please try again in (59|60) minutes\.$/) });
    const rest = await t.http.post('/api/contact').send(message('g@example.ng'));
    expect([rest.status, rest.body.success, rest.body.message]).toEqual([429, false, expect.stringMatching(/^Too many messages/)]);
    expect(await stored()).toHaveLength(5);
  });

  it('allows five messages an hour from one e-mail address, whatever the network address', async () => {
    const send = (i: number) => t.system.services.contact.send({ ...t.context(), ip: `10.7.0.${i}` }, message('busy@example.ng'));
    for (let i = 1; i <= 5; i++) await send(i);
    const err = await send(6).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('RATE_LIMITED');
  });
});
