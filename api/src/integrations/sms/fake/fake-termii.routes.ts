import { randomInt } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { Router } from 'express';
import { TERMII_SEND_PATH } from '../termii-client';

/** One message as the stand-in writes it to the SMS outbox (never with the API key). */
export interface OutboxSms {
  message_id: string;
  to: string;
  from: string;
  text: string;
  channel: string;
  sentAt: string;
}

/**
 * Termii's send endpoint as a local stand-in, mounted at /fake-termii in development and tests
 * when no Termii settings are given (never in production). It checks what Termii checks, writes
 * each accepted message to `outboxDir` as one JSON file (named by time, so a listing is in order),
 * and answers as Termii does. Unconfirmed: the exact shape of Termii's error bodies; here
 * `{ code, message }` with the HTTP status its documentation lists (401 for a bad key).
 */
export function fakeTermiiRoutes(opts: { apiKey: string; outboxDir: string }): Router {
  const r = Router();
  r.use(express.json({ limit: '100kb' }));

  r.post(TERMII_SEND_PATH, async (req, res) => {
    const b = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
    const refuse = (status: number, message: string) => void res.status(status).json({ code: 'fail', message });
    if (b.api_key !== opts.apiKey) return refuse(401, 'Unauthorized: no valid API key provided');
    if (typeof b.to !== 'string' || !/^234\d{10}$/.test(b.to)) return refuse(400, 'to must be a phone number in international format, e.g. 2348031234567');
    if (typeof b.from !== 'string' || !/^[A-Za-z0-9 ]{3,11}$/.test(b.from)) return refuse(422, 'Invalid Sender Id');
    if (typeof b.sms !== 'string' || !b.sms.trim()) return refuse(400, 'sms is required');
    if (b.type !== 'plain') return refuse(400, 'type must be plain');
    if (b.channel !== 'dnd' && b.channel !== 'generic') return refuse(400, 'channel must be dnd or generic');

    const sentAt = new Date();
    const id = `${sentAt.getTime()}${String(randomInt(1e9)).padStart(9, '0')}`;
    const sms: OutboxSms = { message_id: id, to: b.to, from: b.from, text: b.sms, channel: b.channel, sentAt: sentAt.toISOString() };
    await mkdir(opts.outboxDir, { recursive: true });
    // Written under a temporary name and renamed: a reader never sees half a message.
    const file = path.join(opts.outboxDir, `${sentAt.toISOString().replace(/[:.]/g, '-')}-${id}.json`);
    await writeFile(`${file}.tmp`, JSON.stringify(sms, null, 2));
    await rename(`${file}.tmp`, file);
    res.json({ code: 'ok', message_id: id, message_id_str: id, message: 'Successfully Sent', balance: 1000, user: 'Food Savings stand-in' });
  });

  r.use((_req, res) => void res.status(404).json({ code: 'fail', message: 'Not found' }));
  return r;
}
