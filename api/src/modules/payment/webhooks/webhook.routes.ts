import express, { Router } from 'express';
import { PAYSTACK_SIGNATURE_HEADER } from '../../../integrations/paystack/signature';
import type { WebhookService } from './webhook.service';

/** Paystack's webhook bodies are a few kilobytes; the stored raw body must fit a TEXT column. */
const WEBHOOK_BODY_LIMIT = '64kb';

/**
 * POST /api/paystack/webhook. Reads the RAW body (the signature is over its exact bytes), so it
 * is mounted before any JSON parser. A bad signature is 401 with nothing stored; otherwise the
 * event is stored and answered 200 at once, and a job applies it. A storage failure is a 500,
 * so Paystack delivers it again.
 */
export function paystackWebhookRoutes(deps: { webhooks: WebhookService }): Router {
  const r = Router();
  r.post('/paystack/webhook', express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const receipt = await deps.webhooks.receive(req.ctx, raw, req.headers[PAYSTACK_SIGNATURE_HEADER]);
    if (receipt.outcome === 'bad-signature') return void res.status(401).json({ status: false, message: 'Invalid signature' });
    res.status(200).json({ status: true, message: receipt.outcome === 'duplicate' ? 'Already received' : 'Received' });
  });
  return r;
}
