import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SmsError } from '../../src/integrations/sms/sms-sender';
import { TermiiClient } from '../../src/integrations/sms/termii-client';
import { smsOutbox } from '../support/sms-outbox';
import { startTestSystem, type TestSystem } from '../support/test-system';

/** Our Termii client over HTTP against the local stand-in (as in development), and the `sms.send` job on BullMQ. */
describe('SMS through Termii\'s protocol', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ database: 'sqlite', redis: true });
  });
  afterAll(() => t.stop());

  it('posts Termii\'s send request and the stand-in writes the message to the SMS outbox', async () => {
    const before = (await smsOutbox(t)).length;
    const requests: { url: string; body: Record<string, unknown> }[] = [];
    const recording: typeof fetch = (url, init) => {
      requests.push({ url: String(url), body: JSON.parse(String(init!.body)) });
      return fetch(url, init);
    };
    const client = new TermiiClient({ ...t.system.config.sms, fetch: recording });

    const { messageId } = await client.send({ to: '2348031234567', text: 'Your ₦5,000 instalment is due tomorrow.' });

    expect(requests).toEqual([
      {
        url: `${t.baseUrl}/fake-termii/api/sms/send`,
        body: { api_key: t.system.config.sms.apiKey, to: '2348031234567', from: 'FoodSavings', sms: 'Your ₦5,000 instalment is due tomorrow.', type: 'plain', channel: 'dnd' },
      },
    ]);
    const outbox = await smsOutbox(t);
    expect(outbox).toHaveLength(before + 1);
    expect(outbox.at(-1)).toEqual({ message_id: messageId, to: '2348031234567', from: 'FoodSavings', text: 'Your ₦5,000 instalment is due tomorrow.', channel: 'dnd', sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    // The key never reaches the outbox.
    const dir = t.system.config.sms.outboxDir;
    for (const f of readdirSync(dir)) expect(readFileSync(path.join(dir, f), 'utf8')).not.toContain(t.system.config.sms.apiKey);
  });

  it('answers a wrong API key as Termii does, and our client says what is wrong without the key', async () => {
    const before = (await smsOutbox(t)).length;
    const raw = await fetch(`${t.system.config.sms.baseUrl}/api/sms/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: 'tl_wrong_key_0123', to: '2348031234567', from: 'FoodSavings', sms: 'Hi', type: 'plain', channel: 'dnd' }),
    });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual({ code: 'fail', message: expect.any(String) });

    const wrong = new TermiiClient({ ...t.system.config.sms, apiKey: 'tl_wrong_key_0123' });
    const err = await wrong.send({ to: '2348031234567', text: 'Hi' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsError);
    expect(err).toMatchObject({ httpStatus: 401, message: expect.stringMatching(/^Termii refused the message \(HTTP 401\): .+ \(check TERMII_API_KEY\)$/) });
    expect((err as Error).message).not.toContain('tl_wrong_key_0123');
    expect(await smsOutbox(t)).toHaveLength(before);
  });

  it('refuses to send to a number that is not in 234XXXXXXXXXX form, before any request', async () => {
    const client = new TermiiClient({ ...t.system.config.sms, fetch: () => Promise.reject(new Error('no request expected')) });
    await expect(client.send({ to: '08031234567', text: 'Hi' })).rejects.toThrow('the number must be a Nigerian mobile in the form 234XXXXXXXXXX');
  });

  describe('when Termii does not answer', () => {
    let silent: Server;
    let url: string;
    beforeAll(async () => {
      silent = createServer(() => undefined); // takes the request, never answers
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    });

    it('gives up after its timeout with a clear error', async () => {
      const client = new TermiiClient({ baseUrl: url, apiKey: 'tl_secret_key_0123', senderId: 'FoodSavings', timeoutMs: 200 });
      const err = (await client.send({ to: '2348031234567', text: 'Hi' }).catch((e: unknown) => e)) as Error;
      expect(err).toBeInstanceOf(SmsError);
      expect(err.message).toBe('Termii could not be reached: no answer within 0.2 s');
    });
  });

  it('delivers an `sms.send` job, converting a number stored as 0803…', async () => {
    await t.system.jobs.enqueue('sms.send', { to: '2348039876543', text: 'Payment received. Thank you!', key: 'test:receipt:1' });
    await t.system.jobs.enqueue('sms.send', { to: '0803 987 6544', text: 'Stored before normalisation' });
    const outbox = await smsOutbox(t);
    expect(outbox.filter((m) => m.to.startsWith('23480398765')).map(({ to, text }) => ({ to, text })).sort((a, b) => a.to.localeCompare(b.to))).toEqual([
      { to: '2348039876543', text: 'Payment received. Thank you!' },
      { to: '2348039876544', text: 'Stored before normalisation' },
    ]);
  });

  it('skips an `sms.send` job whose number is no Nigerian mobile (a retry cannot help)', async () => {
    const before = (await smsOutbox(t)).length;
    await expect(t.system.handlers['sms.send']({ to: '02012345678', text: 'To a landline' })).resolves.toEqual({ sent: false });
    await t.system.jobs.enqueue('sms.send', { to: '02012345678', text: 'To a landline' });
    expect(await smsOutbox(t)).toHaveLength(before);
  });
});
