import express, { Router, type RequestHandler, type Response } from 'express';
import { FAKE_CARDS, FAKE_OTP, FakeOutcomes, type FakeOutcome, type FakePaystack, type FakeReply, type FakeTransaction } from './fake-paystack';
import { escapeHtml } from '../../../common/html';

/**
 * The stand-in's HTTP side, mounted at /fake-paystack in development and tests (never in
 * production). The API answers `{ status, message, data }` behind the Bearer secret; the
 * checkout page is plain server-rendered HTML with forms (the app's CSP allows no inline script).
 *
 * Test control: POST /fake-paystack/checkout/:accessCode/pay {"outcome": …} completes a checkout
 * as the page would (then POST …/otp {"otp": "123456"} after "requires_otp"), answering JSON.
 */
export function fakePaystackRoutes(fake: FakePaystack): Router {
  const r = Router();
  r.use(express.json({ limit: '100kb' }));
  r.use(express.urlencoded({ extended: false, limit: '10kb' }));

  const api: RequestHandler = (req, res, next) => {
    if (fake.authorized(req.headers.authorization)) return next();
    res.status(401).json({ status: false, message: 'Invalid key' });
  };
  const reply = (res: Response, r: FakeReply) => void res.status(r.status).json(r.body);

  r.post('/transaction/initialize', api, (req, res) => reply(res, fake.initialize(body(req.body))));
  r.get('/transaction', api, (req, res) => reply(res, fake.list(req.query)));
  r.get('/transaction/verify/:reference', api, (req, res) => reply(res, fake.verify(String(req.params.reference))));
  r.post('/transaction/charge_authorization', api, async (req, res) => reply(res, await fake.chargeAuthorization(body(req.body))));
  r.post('/refund', api, (req, res) => reply(res, fake.refund(body(req.body))));
  r.post('/customer', api, (req, res) => reply(res, fake.createCustomer(body(req.body))));
  r.get('/customer/:key', api, (req, res) => reply(res, fake.fetchCustomer(String(req.params.key))));
  r.put('/customer/:key', api, (req, res) => reply(res, fake.updateCustomer(String(req.params.key), body(req.body))));
  r.post('/dedicated_account', api, async (req, res) => reply(res, await fake.createDedicatedAccount(body(req.body))));
  r.get('/dedicated_account/available_providers', api, (_req, res) => reply(res, fake.availableProviders()));
  r.get('/dedicated_account/requery', api, (req, res) => reply(res, fake.requery(req.query)));
  r.get('/dedicated_account/:id', api, (req, res) => reply(res, fake.fetchDedicatedAccount(String(req.params.id))));

  /**
   * A tester's bank app: "send a transfer of ₦X to account N" (a form, or JSON
   * {"account_number", "amount_naira", "webhook": false} for a lost notification). Like the
   * checkout page, no key: the stand-in exists only in development and tests.
   */
  r.get('/transfer', (req, res) => page(res, 'Send a bank transfer', transferForm(req.baseUrl, String(req.query.account_number ?? ''), null)));
  r.post('/transfer', async (req, res) => {
    const form = body(req.body);
    const accountNumber = String(form.account_number ?? '').trim();
    const amountKobo = Math.round(Number(form.amount_naira) * 100);
    const json = !req.is('application/x-www-form-urlencoded');
    const fail = (message: string) => (json ? void res.status(400).json({ status: false, message }) : page(res.status(400), 'Send a bank transfer', transferForm(req.baseUrl, accountNumber, message)));
    if (!fake.dedicatedAccounts.has(accountNumber)) return fail('No dedicated account has this number');
    if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0) return fail('Enter an amount in naira');
    const tx = await fake.sendTransfer({ accountNumber, amountKobo, webhook: form.webhook !== false && form.webhook !== 'false' });
    const delivered = [...fake.webhooks].reverse().find((w) => w.reference === tx.reference);
    if (json) return void res.json({ status: true, message: 'Transfer sent', data: { reference: tx.reference, amount: tx.amount, webhook: delivered ? { delivered: delivered.httpStatus === 200, http_status: delivered.httpStatus } : null } });
    page(res, 'Transfer sent', `<p class="ok">${escapeHtml(naira(tx.amount))} sent to ${escapeHtml(accountNumber)}.</p><p class="muted">Reference ${escapeHtml(tx.reference)}</p><p><a class="button" href="${escapeHtml(req.baseUrl)}/transfer?account_number=${encodeURIComponent(accountNumber)}">Send another</a></p>`);
  });

  r.get('/checkout/:accessCode', (req, res) => {
    const tx = fake.byCode(String(req.params.accessCode));
    if (!tx) return void page(res.status(404), 'Checkout not found', '<p>This checkout does not exist (the stand-in forgets everything when the server restarts).</p>');
    page(res, 'Test checkout', checkoutBody(tx, req.baseUrl));
  });

  /** The page's forms: a card (outcome), an OTP, or cancel. */
  r.post('/checkout/:accessCode', async (req, res) => {
    const code = String(req.params.accessCode);
    const form = body(req.body);
    let tx: FakeTransaction | undefined;
    if (form.cancel !== undefined) tx = fake.cancel(code);
    else if (typeof form.otp === 'string') tx = await fake.submitOtp(code, form.otp);
    else if (isOutcome(form.outcome)) tx = await fake.complete(code, form.outcome);
    else tx = fake.byCode(code);
    if (!tx) return void page(res.status(404), 'Checkout not found', '<p>This checkout does not exist.</p>');
    const finished = tx.status === 'success' || tx.status === 'abandoned';
    if (finished && tx.callbackUrl) return void res.redirect(303, callbackWith(tx.callbackUrl, tx.reference));
    page(res, 'Test checkout', checkoutBody(tx, req.baseUrl));
  });

  r.post('/checkout/:accessCode/pay', async (req, res) => {
    const outcome = body(req.body).outcome;
    if (!isOutcome(outcome)) return void res.status(400).json({ status: false, message: `outcome must be one of ${FakeOutcomes.join(', ')}` });
    const tx = await fake.complete(String(req.params.accessCode), outcome);
    if (!tx) return void res.status(404).json({ status: false, message: 'Checkout not found' });
    res.json({ status: true, message: tx.gatewayResponse, data: outcomeOf(fake, tx) });
  });

  r.post('/checkout/:accessCode/otp', async (req, res) => {
    const tx = await fake.submitOtp(String(req.params.accessCode), String(body(req.body).otp ?? ''));
    if (!tx) return void res.status(404).json({ status: false, message: 'Checkout not found' });
    res.json({ status: tx.status === 'success', message: tx.gatewayResponse, data: outcomeOf(fake, tx) });
  });

  r.use((_req, res) => void res.status(404).json({ status: false, message: 'Not found' }));
  return r;
}

function body(b: unknown): Record<string, unknown> {
  return typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

function isOutcome(v: unknown): v is FakeOutcome {
  return typeof v === 'string' && (FakeOutcomes as readonly string[]).includes(v);
}

function outcomeOf(fake: FakePaystack, tx: FakeTransaction) {
  const webhook = [...fake.webhooks].reverse().find((w) => w.reference === tx.reference);
  return {
    reference: tx.reference,
    status: tx.status,
    gateway_response: tx.gatewayResponse,
    needs_otp: tx.needsOtp,
    redirect_url: tx.callbackUrl && tx.status === 'success' ? callbackWith(tx.callbackUrl, tx.reference) : null,
    webhook: webhook ? { delivered: webhook.httpStatus === 200, http_status: webhook.httpStatus } : null,
  };
}

/** Paystack's redirect: the callback URL with ?reference=…&trxref=… added. */
export function callbackWith(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('reference', reference);
  url.searchParams.set('trxref', reference);
  return url.toString();
}

function naira(kobo: number): string {
  return `₦${(kobo / 100).toLocaleString('en-NG', { maximumFractionDigits: 2 })}`;
}

function checkoutBody(tx: FakeTransaction, base: string): string {
  const action = `${base}/checkout/${encodeURIComponent(tx.accessCode)}`;
  const head = `<p class="amount">${escapeHtml(naira(tx.amount))}</p><p class="muted">${escapeHtml(tx.email)} · reference ${escapeHtml(tx.reference)}</p>`;
  if (tx.status === 'success') {
    const back = tx.callbackUrl ? `<p><a class="button" href="${escapeHtml(callbackWith(tx.callbackUrl, tx.reference))}">Return to Food Savings</a></p>` : '<p>You can close this page.</p>';
    return `${head}<p class="ok">Payment successful.</p>${back}`;
  }
  const notice = tx.status === 'failed' || tx.needsOtp ? `<p class="${tx.needsOtp ? 'info' : 'error'}">${escapeHtml(tx.gatewayResponse)}</p>` : '';
  const cancel = `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="cancel" value="1"><button class="link" type="submit">Cancel payment</button></form>`;
  if (tx.needsOtp) {
    return `${head}${notice}<form method="post" action="${escapeHtml(action)}">
  <label for="otp">One-time password</label>
  <input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required>
  <p class="muted">Test OTP: ${FAKE_OTP}</p>
  <button type="submit">Submit OTP</button>
</form>${cancel}`;
  }
  const cards = FakeOutcomes.map(
    (o) => `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="outcome" value="${o}"><button type="submit"><span class="card">${escapeHtml(FAKE_CARDS[o].number)}</span><span>${escapeHtml(FAKE_CARDS[o].label)}</span></button></form>`,
  ).join('\n');
  return `${head}${notice}<p>Choose a test card:</p>${cards}${cancel}`;
}

function transferForm(base: string, accountNumber: string, error: string | null): string {
  return `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}<form method="post" action="${escapeHtml(base)}/transfer">
  <label for="account_number">Account number</label>
  <input id="account_number" name="account_number" inputmode="numeric" value="${escapeHtml(accountNumber)}" required>
  <label for="amount_naira">Amount (₦)</label>
  <input id="amount_naira" name="amount_naira" inputmode="decimal" required>
  <button type="submit">Send transfer</button>
</form>`;
}

function page(res: Response, title: string, content: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.type('html').send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Paystack stand-in</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f5f7; margin: 0; padding: 24px; color: #1f2933; }
  main { max-width: 420px; margin: 0 auto; background: #fff; border-radius: 8px; padding: 24px; box-shadow: 0 2px 8px rgba(0,0,0,.08); }
  h1 { font-size: 18px; margin: 0 0 4px; } .banner { background: #fff4e5; color: #8a5300; padding: 8px; border-radius: 4px; font-size: 13px; }
  .amount { font-size: 28px; font-weight: 600; margin: 16px 0 0; } .muted { color: #616e7c; font-size: 13px; }
  form { margin: 8px 0; } button { width: 100%; padding: 12px; border: 1px solid #cbd2d9; border-radius: 6px; background: #fff; cursor: pointer; text-align: left; font-size: 15px; }
  button:hover { border-color: #0ba4db; } .card { display: block; font-family: monospace; font-size: 16px; }
  button.link { border: none; color: #616e7c; text-align: center; } input { width: 100%; padding: 10px; font-size: 18px; margin: 4px 0; box-sizing: border-box; }
  .ok { color: #0a7d33; font-weight: 600; } .error { color: #b42318; } .info { color: #175cd3; } a.button { display: inline-block; padding: 10px 16px; background: #0ba4db; color: #fff; border-radius: 6px; text-decoration: none; }
</style>
</head>
<body><main>
<h1>Food Savings</h1>
<p class="banner">Paystack stand-in for development and tests: no real card is charged.</p>
${content}
</main></body>
</html>`);
}
