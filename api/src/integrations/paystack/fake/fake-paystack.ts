import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from '../../../common/logger';
import { PAYSTACK_SIGNATURE_HEADER, signPaystackBody } from '../signature';

/**
 * A local stand-in for Paystack, for development and tests only: the same HTTP API (initialize,
 * verify, charge authorization, refund), a hosted checkout page with test cards, and signed
 * `charge.success` webhooks to the app. State is in memory: a restart forgets every transaction.
 */
export const FakeOutcomes = ['success', 'declined', 'insufficient_funds', 'requires_otp'] as const;
export type FakeOutcome = (typeof FakeOutcomes)[number];

export const FAKE_OTP = '123456';

/**
 * How the stand-in answers charge_authorization (a saved card charged without the customer), as
 * Paystack does: a charge it attempted comes back `status: true` with the transaction's status and
 * `gateway_response` (the bank's words); one that needs the customer with `paused: true` and an
 * `authorization_url`; an authorization it does not accept is refused (HTTP 400).
 */
export const FakeChargeOutcomes = ['success', 'insufficient_funds', 'expired_card', 'lost_card', 'do_not_honor', 'invalid_authorization', 'paused'] as const;
export type FakeChargeOutcome = (typeof FakeChargeOutcomes)[number];

/** The bank's words for each failed charge (Paystack's `gateway_response`). */
export const FAKE_DECLINES: Record<Exclude<FakeChargeOutcome, 'success' | 'paused' | 'invalid_authorization'>, string> = {
  insufficient_funds: 'Insufficient Funds',
  expired_card: 'Expired Card',
  lost_card: 'Lost or Stolen Card',
  do_not_honor: 'Do Not Honor',
};

/** The stand-in's test cards. 4084 0840 8408 4081 is Paystack's usual successful test card; the others exist only here. */
export const FAKE_CARDS: Record<FakeOutcome, { number: string; label: string; brand: string; bank: string }> = {
  success: { number: '4084 0840 8408 4081', label: 'Successful payment', brand: 'visa', bank: 'TEST BANK' },
  declined: { number: '4000 0000 0000 0002', label: 'Declined by the bank', brand: 'visa', bank: 'TEST BANK' },
  insufficient_funds: { number: '4000 0000 0000 9995', label: 'Insufficient funds', brand: 'visa', bank: 'TEST BANK' },
  requires_otp: { number: '5060 6666 6666 6666 666', label: `Needs an OTP (${FAKE_OTP} succeeds)`, brand: 'verve', bank: 'TEST BANK' },
};

export interface FakeAuthorization {
  authorization_code: string;
  bin: string;
  last4: string;
  exp_month: string;
  exp_year: string;
  channel: 'card';
  card_type: string;
  bank: string;
  country_code: 'NG';
  brand: string;
  reusable: true;
  signature: string;
  account_name: null;
}

export interface FakeTransaction {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  metadata: unknown;
  callbackUrl: string | null;
  status: 'pending' | 'ongoing' | 'success' | 'failed' | 'abandoned';
  gatewayResponse: string;
  needsOtp: boolean;
  /** The card that needs the OTP (an OTP completes the payment with it). */
  pendingCard: FakeOutcome | null;
  paidAt: string | null;
  createdAt: string;
  authorization: FakeAuthorization | Json | null;
  /** 'card' unless set: 'dedicated_nuban' for a bank transfer into a dedicated account. */
  channel?: string;
}

/** A customer the stand-in knows (POST /customer), with the dedicated account it was given, if any. */
export interface FakeCustomer {
  id: number;
  customer_code: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  createdAt: string;
}

export interface FakeDedicatedAccount {
  id: number;
  account_number: string;
  account_name: string;
  bank: { id: number; name: string; slug: string };
  customerCode: string;
  assigned: boolean;
  active: boolean;
  createdAt: string;
}

/** The stand-in's dedicated-account banks (Paystack's `GET /dedicated_account/available_providers`). */
export const FAKE_DVA_BANKS = [
  { provider_slug: 'test-bank', bank_id: 9901, bank_name: 'Test Bank', id: 1 },
  { provider_slug: 'wema-bank', bank_id: 20, bank_name: 'Wema Bank', id: 2 },
  { provider_slug: 'titan-paystack', bank_id: 21, bank_name: 'Titan Paystack', id: 3 },
];

export interface FakeWebhookDelivery {
  reference: string;
  event: string;
  body: string;
  signature: string;
  httpStatus: number | null;
  error?: string;
}

export interface FakeReply {
  status: number;
  body: { status: boolean; message: string; data?: unknown; meta?: Json };
}

type Json = Record<string, unknown>;

const ok = (message: string, data: unknown): FakeReply => ({ status: 200, body: { status: true, message, data } });
const refuse = (status: number, message: string): FakeReply => ({ status, body: { status: false, message } });

export class FakePaystack {
  readonly transactions = new Map<string, FakeTransaction>();
  readonly webhooks: FakeWebhookDelivery[] = [];
  readonly refunds: Json[] = [];
  /** Test control: how the next refunds end ('processed' by default; 'none' stops at pending). */
  refundOutcome: 'processed' | 'failed' | 'none' = 'processed';
  private readonly byAccessCode = new Map<string, string>();
  private readonly authorizations = new Map<string, { email: string; authorization: FakeAuthorization; card: FakeOutcome }>();
  /** Test control: outcomes queued per authorization code (see chargeOutcomes). */
  private readonly chargePlans = new Map<string, FakeChargeOutcome[]>();
  private nextId = 4_000_000_001;
  readonly customers = new Map<string, FakeCustomer>();
  readonly dedicatedAccounts = new Map<string, FakeDedicatedAccount>();
  /** Test control: when set, the next assignments fail with this reason (POST /dedicated_account refused, and `dedicated_account.assign.failed` sent). */
  assignmentFailure: string | null = null;
  private nextCustomerId = 180_000_001;
  private nextAccountNumber = 9_100_000_001;

  constructor(
    private readonly opts: {
      secretKey: string;
      /** Where the stand-in is reached, e.g. http://localhost:4000/fake-paystack. */
      baseUrl: string;
      /** The app's webhook, e.g. http://localhost:4000/api/paystack/webhook. */
      webhookUrl: string;
      log: Logger;
    },
  ) {}

  /** The API's Bearer check. */
  authorized(header: string | undefined): boolean {
    return header === `Bearer ${this.opts.secretKey}`;
  }

  initialize(body: Json): FakeReply {
    const missing = ['email', 'amount'].find((k) => body[k] === undefined || body[k] === null || body[k] === '');
    if (missing) return refuse(400, `Required parameter missing: ${missing}`);
    const amount = typeof body.amount === 'string' && /^\d+$/.test(body.amount) ? Number(body.amount) : body.amount;
    if (typeof body.email !== 'string') return refuse(400, 'Invalid parameter type: email');
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return refuse(400, 'Invalid parameter type: amount');
    const reference = typeof body.reference === 'string' && body.reference ? body.reference : `T${randomBytes(8).toString('hex')}`;
    if (!/^[A-Za-z0-9.=-]{1,100}$/.test(reference)) return refuse(400, 'Invalid parameter type: reference');
    if (this.transactions.has(reference)) return refuse(400, 'Duplicate Transaction Reference');
    const accessCode = randomBytes(8).toString('hex');
    const tx: FakeTransaction = {
      id: this.nextId++,
      reference,
      accessCode,
      amount,
      currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      email: body.email,
      metadata: body.metadata ?? null,
      callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
      status: 'pending',
      gatewayResponse: 'Pending',
      needsOtp: false,
      pendingCard: null,
      paidAt: null,
      createdAt: new Date().toISOString(),
      authorization: null,
    };
    this.transactions.set(reference, tx);
    this.byAccessCode.set(accessCode, reference);
    return ok('Authorization URL created', { authorization_url: this.checkoutUrl(accessCode), access_code: accessCode, reference });
  }

  verify(reference: string): FakeReply {
    const tx = this.transactions.get(reference);
    if (!tx) return refuse(400, 'Transaction reference not found');
    return ok('Verification successful', this.data(tx));
  }

  /** GET /transaction: successful ones paid in [from, to], newest first, paged with `meta` as Paystack does. */
  list(query: Record<string, unknown>): FakeReply {
    const from = Date.parse(String(query.from ?? ''));
    const to = Date.parse(String(query.to ?? ''));
    const perPage = Math.min(Math.max(Number(query.perPage ?? 50) || 50, 1), 200);
    const page = Math.max(Number(query.page ?? 1) || 1, 1);
    const paid = [...this.transactions.values()]
      .filter((t) => (query.status === undefined || t.status === query.status) && t.paidAt !== null)
      .filter((t) => query.customer === undefined || this.customerOfEmail(t.email)?.id === Number(query.customer) || this.customerOfEmail(t.email)?.customer_code === query.customer)
      .filter((t) => (Number.isNaN(from) || Date.parse(t.paidAt!) >= from) && (Number.isNaN(to) || Date.parse(t.paidAt!) <= to))
      .sort((a, b) => Date.parse(b.paidAt!) - Date.parse(a.paidAt!));
    const pageCount = Math.max(1, Math.ceil(paid.length / perPage));
    const data = paid.slice((page - 1) * perPage, page * perPage).map((t) => this.data(t));
    return { status: 200, body: { status: true, message: 'Transactions retrieved', data, meta: { total: paid.length, skipped: (page - 1) * perPage, perPage, page, pageCount } } };
  }

  async chargeAuthorization(body: Json): Promise<FakeReply> {
    const missing = ['email', 'amount', 'authorization_code'].find((k) => body[k] === undefined || body[k] === null || body[k] === '');
    if (missing) return refuse(400, `Required parameter missing: ${missing}`);
    const code = String(body.authorization_code);
    const saved = this.authorizations.get(code);
    if (!saved || saved.email !== body.email) return refuse(400, 'Invalid authorization code');
    // A reference Paystack has seen is refused before anything else: a retried call cannot debit twice.
    const reference = typeof body.reference === 'string' ? body.reference : '';
    if (reference && this.transactions.has(reference)) return refuse(400, 'Duplicate Transaction Reference');
    const outcome = this.nextChargeOutcome(code, saved.card);
    if (outcome === 'invalid_authorization') return refuse(400, 'Invalid authorization code');
    const init = this.initialize(body);
    if (!init.body.status) return init;
    const tx = this.transactions.get((init.body.data as { reference: string }).reference)!;
    if (outcome === 'success') {
      this.markPaid(tx, saved.authorization);
      await this.sendWebhook('charge.success', tx);
      return ok('Charge attempted', { ...this.data(tx), paused: false });
    }
    if (outcome === 'paused') {
      // The bank wants the customer (OTP / 3-D Secure): the hosted page asks for the OTP, which completes it.
      Object.assign(tx, { status: 'ongoing', gatewayResponse: 'Transaction requires authorization', needsOtp: true, pendingCard: saved.card });
      return ok('Charge attempted', { ...this.data(tx), paused: true, authorization_url: this.checkoutUrl(tx.accessCode) });
    }
    Object.assign(tx, { status: 'failed', gatewayResponse: FAKE_DECLINES[outcome], authorization: saved.authorization });
    return ok('Charge attempted', { ...this.data(tx), paused: false });
  }

  /**
   * For tests: how charge_authorization answers for an authorization code, one outcome per call in
   * order, the last one repeating (`chargeOutcomes(code, 'insufficient_funds')` fails every charge,
   * `chargeOutcomes(code, 'insufficient_funds', 'success')` fails once then succeeds). Without it a
   * card charges successfully, except the OTP test card, which answers `paused`.
   */
  chargeOutcomes(authorizationCode: string, ...outcomes: FakeChargeOutcome[]): void {
    if (!outcomes.length) this.chargePlans.delete(authorizationCode);
    else this.chargePlans.set(authorizationCode, [...outcomes]);
  }

  /** The authorization codes the stand-in issued to a customer, oldest first (what tests pass to chargeOutcomes). */
  authorizationCodesOf(email: string): string[] {
    return [...this.authorizations.entries()].filter(([, a]) => a.email === email).map(([code]) => code);
  }

  private nextChargeOutcome(code: string, card: FakeOutcome): FakeChargeOutcome {
    const plan = this.chargePlans.get(code);
    if (!plan?.length) return card === 'requires_otp' ? 'paused' : 'success';
    return plan.length > 1 ? plan.shift()! : plan[0];
  }

  refund(body: Json): FakeReply {
    const key = String(body.transaction ?? '');
    const tx = this.transactions.get(key) ?? [...this.transactions.values()].find((t) => String(t.id) === key);
    if (!tx) return refuse(400, 'Transaction reference not found');
    if (tx.status !== 'success') return refuse(400, 'Transaction has not been paid');
    const refunded = this.refunds.filter((r) => r.reference === tx.reference).reduce((s, r) => s + Number(r.amount), 0);
    const amount = body.amount === undefined ? tx.amount - refunded : Number(body.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > tx.amount - refunded) return refuse(400, 'Refund amount cannot be greater than the transaction amount');
    const refund = { reference: tx.reference, refund_reference: `RF_${randomBytes(6).toString('hex')}`, amount, status: 'pending', currency: tx.currency, refunded_at: null, created_at: new Date().toISOString() };
    this.refunds.push(refund);
    // Paystack answers at once and reports the refund's progress by webhook, later.
    setImmediate(() => void this.sendRefundEvents(refund));
    return ok('Refund has been queued for processing', { transaction: this.data(tx), ...refund });
  }

  byCode(accessCode: string): FakeTransaction | undefined {
    const reference = this.byAccessCode.get(accessCode);
    return reference ? this.transactions.get(reference) : undefined;
  }

  /**
   * What the checkout page does when a tester picks a card. A success sends the signed
   * `charge.success` webhook to the app (and waits for its answer) before returning.
   */
  async complete(accessCode: string, outcome: FakeOutcome, opts: { webhook?: boolean } = {}): Promise<FakeTransaction | undefined> {
    const tx = this.byCode(accessCode);
    if (!tx || tx.status === 'success') return tx;
    tx.needsOtp = false;
    tx.pendingCard = null;
    switch (outcome) {
      case 'success':
        this.markPaid(tx, this.authorizationFor(tx.email, 'success'));
        // Tests may hold the webhook back (a lost delivery) and send signedWebhook() themselves.
        if (opts.webhook !== false) await this.sendWebhook('charge.success', tx);
        break;
      case 'declined':
        Object.assign(tx, { status: 'failed', gatewayResponse: 'Declined' });
        break;
      case 'insufficient_funds':
        Object.assign(tx, { status: 'failed', gatewayResponse: 'Insufficient Funds' });
        break;
      case 'requires_otp':
        Object.assign(tx, { status: 'ongoing', gatewayResponse: 'Kindly enter the OTP sent to your phone', needsOtp: true, pendingCard: 'requires_otp' });
        break;
    }
    return tx;
  }

  async submitOtp(accessCode: string, otp: string): Promise<FakeTransaction | undefined> {
    const tx = this.byCode(accessCode);
    if (!tx || !tx.needsOtp || !tx.pendingCard) return tx;
    if (otp.trim() !== FAKE_OTP) {
      tx.gatewayResponse = 'Incorrect OTP. Please try again.';
      return tx;
    }
    const card = tx.pendingCard;
    tx.needsOtp = false;
    tx.pendingCard = null;
    this.markPaid(tx, this.authorizationFor(tx.email, card));
    await this.sendWebhook('charge.success', tx);
    return tx;
  }

  cancel(accessCode: string): FakeTransaction | undefined {
    const tx = this.byCode(accessCode);
    if (tx && tx.status !== 'success') Object.assign(tx, { status: 'abandoned', gatewayResponse: 'The customer cancelled the payment', needsOtp: false, pendingCard: null });
    return tx;
  }

  /**
   * What Paystack's popup does for a client that made its own reference (the original web client's
   * InlineJS and the app's `PayWithPayStack().now(reference: <its UUID>)`, issue 28): a transaction
   * initialized by the client under that reference (with the public key, so our server never saw it),
   * then paid with a test card. The signed `charge.success` webhook goes to the app as for any
   * payment unless `webhook: false`. For tests and development; `currency` lets a test pay in
   * another currency.
   */
  async payWithClientReference(input: { reference: string; email: string; amountKobo: number; currency?: string; outcome?: FakeOutcome; metadata?: unknown; webhook?: boolean }): Promise<FakeTransaction> {
    const init = this.initialize({ email: input.email, amount: input.amountKobo, reference: input.reference, currency: input.currency ?? 'NGN', metadata: input.metadata ?? null });
    if (!init.body.status) throw new Error(`the stand-in refused the popup's transaction: ${init.body.message}`);
    const tx = this.transactions.get(input.reference)!;
    await this.complete(tx.accessCode, input.outcome ?? 'success', { webhook: input.webhook });
    return tx;
  }

  /** For tests: make verify tell a different story (another amount, currency, status) about a transaction. */
  alter(reference: string, change: Partial<Pick<FakeTransaction, 'amount' | 'currency' | 'status'>>): void {
    const tx = this.transactions.get(reference);
    if (!tx) throw new Error(`the stand-in has no transaction ${reference}`);
    Object.assign(tx, change);
  }

  // ——— Dedicated virtual accounts ———

  /** POST /customer: Paystack answers the existing customer for an e-mail it knows. */
  createCustomer(body: Json): FakeReply {
    if (typeof body.email !== 'string' || !body.email.includes('@')) return refuse(400, 'Invalid Email Address Passed');
    const known = this.customerOfEmail(body.email);
    if (known) return ok('Customer created', this.customerData(known));
    const customer: FakeCustomer = {
      id: this.nextCustomerId++,
      customer_code: `CUS_${randomBytes(7).toString('hex')}`,
      email: body.email,
      first_name: typeof body.first_name === 'string' ? body.first_name : '',
      last_name: typeof body.last_name === 'string' ? body.last_name : '',
      phone: typeof body.phone === 'string' ? body.phone : null,
      createdAt: new Date().toISOString(),
    };
    this.customers.set(customer.customer_code, customer);
    return ok('Customer created', this.customerData(customer));
  }

  /** PUT /customer/:code: new names or phone. */
  updateCustomer(key: string, body: Json): FakeReply {
    const customer = this.customers.get(key);
    if (!customer) return refuse(404, 'Customer not found');
    for (const field of ['first_name', 'last_name', 'phone'] as const) if (typeof body[field] === 'string') customer[field] = body[field];
    return ok('Customer updated', this.customerData(customer));
  }

  /** GET /customer/:email_or_code, with its dedicated account. */
  fetchCustomer(key: string): FakeReply {
    const customer = this.customers.get(key) ?? this.customerOfEmail(key);
    return customer ? ok('Customer retrieved', this.customerData(customer)) : refuse(404, 'Customer not found');
  }

  /**
   * POST /dedicated_account: the customer's account (the one they already have, if any), answered
   * at once and announced by `dedicated_account.assign.success`; refused and announced by
   * `dedicated_account.assign.failed` while a test set `assignmentFailure`.
   */
  async createDedicatedAccount(body: Json): Promise<FakeReply> {
    const customer = typeof body.customer === 'string' || typeof body.customer === 'number' ? (this.customers.get(String(body.customer)) ?? [...this.customers.values()].find((c) => c.id === Number(body.customer))) : undefined;
    if (!customer) return refuse(400, 'Customer not found');
    const bank = FAKE_DVA_BANKS.find((b) => b.provider_slug === body.preferred_bank);
    if (!bank) return refuse(400, 'Invalid preferred bank');
    if (this.assignmentFailure) {
      const reason = this.assignmentFailure;
      await this.sendEvent('dedicated_account.assign.failed', customer.customer_code, { customer: this.customerJson(customer.email), dedicated_account: null, identification: { status: 'failed', reason } });
      return refuse(400, reason);
    }
    let account = this.accountOf(customer.customer_code);
    if (!account) {
      account = {
        id: this.nextAccountNumber - 9_100_000_000,
        account_number: String(this.nextAccountNumber++),
        account_name: `FOODSAVINGS/${`${customer.first_name} ${customer.last_name}`.trim().toUpperCase()}`,
        bank: { id: bank.bank_id, name: bank.bank_name, slug: bank.provider_slug },
        customerCode: customer.customer_code,
        assigned: true,
        active: true,
        createdAt: new Date().toISOString(),
      };
      this.dedicatedAccounts.set(account.account_number, account);
    }
    const data = this.accountData(account);
    await this.sendEvent('dedicated_account.assign.success', customer.customer_code, { customer: this.customerJson(customer.email), dedicated_account: data, identification: { status: 'success' } });
    return ok('NUBAN successfully created', data);
  }

  /** GET /dedicated_account/:id */
  fetchDedicatedAccount(id: string): FakeReply {
    const account = [...this.dedicatedAccounts.values()].find((a) => String(a.id) === id);
    return account ? ok('Customer retrieved', this.accountData(account)) : refuse(404, 'Dedicated account not found');
  }

  /** GET /dedicated_account/requery: Paystack looks again, later; the answer says only that it will. */
  requery(query: Record<string, unknown>): FakeReply {
    const account = this.dedicatedAccounts.get(String(query.account_number ?? ''));
    if (!account || account.bank.slug !== query.provider_slug) return refuse(400, 'Dedicated account not found');
    return { status: 200, body: { status: true, message: 'We are checking the status of your transfer. We will send you a notification once it is confirmed' } };
  }

  availableProviders(): FakeReply {
    return ok('Dedicated account providers retrieved', FAKE_DVA_BANKS);
  }

  /**
   * What a tester does from their banking app: "send a transfer of ₦X to account N". Paystack
   * records it as a successful transaction of the account's customer, channel `dedicated_nuban`,
   * and sends `charge.success` (unless `webhook: false`, a notification lost on the way).
   */
  async sendTransfer(input: { accountNumber: string; amountKobo: number; senderName?: string; webhook?: boolean }): Promise<FakeTransaction> {
    const account = this.dedicatedAccounts.get(input.accountNumber.trim());
    if (!account) throw new Error(`the stand-in has no dedicated account ${input.accountNumber}`);
    if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0) throw new Error('a transfer is a positive number of kobo');
    const customer = this.customers.get(account.customerCode)!;
    const reference = `T${randomBytes(8).toString('hex')}_dva`;
    const now = new Date().toISOString();
    const tx: FakeTransaction = {
      id: this.nextId++,
      reference,
      accessCode: randomBytes(8).toString('hex'),
      amount: input.amountKobo,
      currency: 'NGN',
      email: customer.email,
      metadata: { receiver_account_number: account.account_number, receiver_bank: account.bank.name, custom_fields: [] },
      callbackUrl: null,
      status: 'success',
      gatewayResponse: 'Approved',
      needsOtp: false,
      pendingCard: null,
      paidAt: now,
      createdAt: now,
      channel: 'dedicated_nuban',
      authorization: {
        authorization_code: `AUTH_${randomBytes(6).toString('hex')}`,
        bin: '008xxx',
        last4: 'x553',
        exp_month: '12',
        exp_year: '9999',
        channel: 'dedicated_nuban',
        card_type: 'transfer',
        bank: 'Access Bank',
        country_code: 'NG',
        brand: 'Managed Account',
        reusable: false,
        signature: null,
        account_name: null,
        sender_country: 'NG',
        sender_bank: 'Access Bank',
        sender_bank_account_number: 'XXXXXX4693',
        sender_name: input.senderName ?? `${customer.first_name} ${customer.last_name}`.trim(),
        narration: `Transfer to ${account.account_name}`,
        receiver_bank_account_number: account.account_number,
        receiver_bank: account.bank.name,
      },
    };
    this.transactions.set(reference, tx);
    if (input.webhook !== false) await this.sendWebhook('charge.success', tx);
    return tx;
  }

  /** The customer's dedicated account, by their customer code. */
  accountOf(customerCode: string): FakeDedicatedAccount | undefined {
    return [...this.dedicatedAccounts.values()].find((a) => a.customerCode === customerCode);
  }

  private customerOfEmail(email: string): FakeCustomer | undefined {
    return [...this.customers.values()].find((c) => c.email.toLowerCase() === email.toLowerCase());
  }

  /** A transaction's customer: the one the stand-in knows for the e-mail, else one made up from it. */
  private customerJson(email: string): Json {
    const known = this.customerOfEmail(email);
    if (known) return { id: known.id, first_name: known.first_name, last_name: known.last_name, email: known.email, customer_code: known.customer_code, phone: known.phone };
    return { id: 1, email, customer_code: `CUS_${createHash('sha256').update(email).digest('hex').slice(0, 15)}` };
  }

  private customerData(c: FakeCustomer): Json {
    const account = this.accountOf(c.customer_code);
    return { ...this.customerJson(c.email), integration: 100032, domain: 'test', metadata: null, risk_action: 'default', createdAt: c.createdAt, updatedAt: c.createdAt, identified: true, dedicated_account: account ? this.accountData(account) : null };
  }

  private accountData(a: FakeDedicatedAccount): Json {
    const customer = this.customers.get(a.customerCode)!;
    return {
      id: a.id,
      account_name: a.account_name,
      account_number: a.account_number,
      assigned: a.assigned,
      currency: 'NGN',
      metadata: null,
      active: a.active,
      bank: a.bank,
      assignment: { integration: 100032, assignee_id: customer.id, assignee_type: 'Customer', expired: false, account_type: 'PAY-WITH-TRANSFER-RECURRING', assigned_at: a.createdAt },
      created_at: a.createdAt,
      updated_at: a.createdAt,
      customer: this.customerJson(customer.email),
    };
  }

  /** Sends an event that is not about a transaction (the dedicated account's), signed like the others. */
  private async sendEvent(event: string, key: string, data: Json): Promise<void> {
    const body = JSON.stringify({ event, data });
    await this.deliver({ reference: key, event, body, signature: signPaystackBody(body, this.opts.secretKey), httpStatus: null });
  }

  checkoutUrl(accessCode: string): string {
    return `${this.opts.baseUrl}/checkout/${accessCode}`;
  }

  /** The transaction as Paystack's verify (and webhook) `data` has it. */
  data(tx: FakeTransaction): Json {
    return {
      id: tx.id,
      domain: 'test',
      status: tx.status,
      reference: tx.reference,
      amount: tx.amount,
      message: null,
      gateway_response: tx.gatewayResponse,
      paid_at: tx.paidAt,
      created_at: tx.createdAt,
      channel: tx.channel ?? 'card',
      currency: tx.currency,
      metadata: tx.metadata,
      fees: tx.status === 'success' ? Math.min(200_000, Math.round(tx.amount * 0.015)) : null,
      customer: this.customerJson(tx.email),
      authorization: tx.authorization ?? {},
    };
  }

  private markPaid(tx: FakeTransaction, authorization: FakeAuthorization): void {
    Object.assign(tx, { status: 'success', gatewayResponse: 'Successful', paidAt: new Date().toISOString(), authorization });
  }

  /** The same card gives the same signature (as on Paystack); each payment a new authorization code. */
  private authorizationFor(email: string, card: FakeOutcome): FakeAuthorization {
    const { number, brand, bank } = FAKE_CARDS[card];
    const digits = number.replace(/\s/g, '');
    const authorization: FakeAuthorization = {
      authorization_code: `AUTH_${randomBytes(6).toString('hex')}`,
      bin: digits.slice(0, 6),
      last4: digits.slice(-4),
      exp_month: '12',
      exp_year: '2030',
      channel: 'card',
      card_type: `${brand} `,
      bank,
      country_code: 'NG',
      brand,
      reusable: true,
      signature: `SIG_${createHash('sha256').update(digits).digest('hex').slice(0, 20)}`,
      account_name: null,
    };
    this.authorizations.set(authorization.authorization_code, { email, authorization, card });
    return authorization;
  }

  /** The webhook Paystack would send about a transaction now: its exact body and signature. */
  signedWebhook(reference: string, event = 'charge.success'): { body: string; signature: string } {
    const tx = this.transactions.get(reference);
    if (!tx) throw new Error(`the stand-in has no transaction ${reference}`);
    const body = JSON.stringify({ event, data: this.data(tx) });
    return { body, signature: signPaystackBody(body, this.opts.secretKey) };
  }

  private async sendWebhook(event: string, tx: FakeTransaction): Promise<void> {
    const { body, signature } = this.signedWebhook(tx.reference, event);
    await this.deliver({ reference: tx.reference, event, body, signature, httpStatus: null });
  }

  /**
   * A queued refund's events, as Paystack sends them: refund.pending at once, then (unless a test
   * set `refundOutcome` to 'none') refund.processing and refund.processed, or refund.failed.
   */
  private async sendRefundEvents(refund: Json): Promise<void> {
    const steps = this.refundOutcome === 'none' ? ['pending'] : this.refundOutcome === 'failed' ? ['pending', 'failed'] : ['pending', 'processing', 'processed'];
    for (const status of steps) await this.sendRefundEvent(refund, status);
  }

  /** Sends one refund event now (tests use it to play events late, twice or out of order). */
  async sendRefundEvent(refund: Json, status: string): Promise<void> {
    const body = JSON.stringify({
      event: `refund.${status}`,
      data: { status, transaction_reference: refund.reference, refund_reference: refund.refund_reference, amount: refund.amount, currency: refund.currency, refunded_at: status === 'processed' ? new Date().toISOString() : null },
    });
    await this.deliver({ reference: String(refund.reference), event: `refund.${status}`, body, signature: signPaystackBody(body, this.opts.secretKey), httpStatus: null });
  }

  private async deliver(delivery: FakeWebhookDelivery): Promise<void> {
    const { body, signature, reference } = delivery;
    this.webhooks.push(delivery);
    try {
      const res = await fetch(this.opts.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PAYSTACK_SIGNATURE_HEADER]: signature },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      delivery.httpStatus = res.status;
      await res.arrayBuffer();
    } catch (err) {
      delivery.error = (err as Error).message;
      this.opts.log.warn({ err, url: this.opts.webhookUrl, reference }, 'the Paystack stand-in could not deliver a webhook');
    }
  }
}
