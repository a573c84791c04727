/**
 * Paystack's HTTP API (https://api.paystack.co, or the local stand-in): JSON both ways,
 * `Authorization: Bearer <secret key>`, every answer `{ status, message, data }`, amounts in kobo.
 * The answers are normalised here, so the rest of the code never reads Paystack's field names.
 */
export interface PaystackAuthorization {
  authorizationCode: string;
  bin: string | null;
  last4: string;
  expMonth: string;
  expYear: string;
  cardType: string;
  bank: string | null;
  channel: string;
  /** Identifies the same card across authorizations. */
  signature: string | null;
  reusable: boolean;
  countryCode: string | null;
}

export interface PaystackTransaction {
  /** 'success', 'failed', 'abandoned', 'ongoing', 'pending', 'reversed'… Only 'success' is money. */
  status: string;
  reference: string;
  amountKobo: number;
  currency: string;
  channel: string | null;
  gatewayResponse: string | null;
  paidAt: Date | null;
  customerEmail: string | null;
  metadata: Record<string, unknown> | null;
  authorization: PaystackAuthorization | null;
  /** The Paystack customer's code (`customer.customer_code`), when given. */
  customerCode?: string | null;
  /** A bank transfer into a dedicated account: the account paid into (`authorization.receiver_bank_account_number`). */
  receiverAccountNumber?: string | null;
  /** `data` exactly as Paystack sent it, for the payment's record. */
  raw: unknown;
}

export interface InitializedTransaction {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

export interface ChargeResult {
  /** True when the card needs the customer (OTP, 3-D Secure): send them to `authorizationUrl`. */
  paused: boolean;
  authorizationUrl: string | null;
  transaction: PaystackTransaction;
}

export interface RefundResult {
  status: string;
  amountKobo: number;
  reference: string;
  raw: unknown;
}

/** What the services use; PaystackClient speaks it over HTTP. */
export interface PaystackGateway {
  initialize(input: { email: string; amountKobo: number; reference: string; callbackUrl: string; metadata: Record<string, unknown>; channels?: string[] }): Promise<InitializedTransaction>;
  /** The transaction as Paystack has it; a reference Paystack does not know throws a PaystackError with `notFound`. */
  verify(reference: string): Promise<PaystackTransaction>;
  chargeAuthorization(input: { email: string; amountKobo: number; authorizationCode: string; reference: string; metadata: Record<string, unknown> }): Promise<ChargeResult>;
  refund(input: { reference: string; amountKobo?: number }): Promise<RefundResult>;
  /** One page of successful transactions paid between `from` and `to` (GET /transaction), and how many pages there are. */
  listSuccessful(input: { from: Date; to: Date; page: number; perPage: number }): Promise<{ transactions: PaystackTransaction[]; pageCount: number }>;
}

/** A Paystack customer (POST /customer, GET /customer/:code). */
export interface PaystackCustomer {
  /** Paystack's numeric id, which GET /transaction?customer= takes. */
  id: string;
  customerCode: string;
  email: string;
  /** The customer's dedicated account, when GET /customer/:code shows one. */
  dedicatedAccount: PaystackDedicatedAccount | null;
}

/** A dedicated virtual account (a bank account number of the customer's own). */
export interface PaystackDedicatedAccount {
  id: string;
  accountNumber: string;
  accountName: string;
  bankName: string;
  bankSlug: string;
  assigned: boolean;
  active: boolean;
  customerCode: string | null;
}

/**
 * Paystack's dedicated virtual accounts (bank transfers into a customer's own account number):
 * a customer, then an account for them; money arrives as `charge.success` with channel
 * `dedicated_nuban`. Kept apart from the card gateway so a test double of one needs not the other.
 */
export interface PaystackDedicatedAccounts {
  createCustomer(input: { email: string; firstName: string; lastName: string; phone: string | null }): Promise<PaystackCustomer>;
  fetchCustomer(customerCode: string): Promise<PaystackCustomer>;
  /** PUT /customer/:code: the names and phone Paystack identifies the customer by, as they are now. */
  updateCustomer(customerCode: string, input: { firstName: string; lastName: string; phone: string | null }): Promise<void>;
  /** POST /dedicated_account: usually answers the account at once; the `dedicated_account.assign.*` webhook says it too. */
  createDedicatedAccount(input: { customerCode: string; preferredBank: string }): Promise<PaystackDedicatedAccount>;
  /** Asks Paystack to look again for transfers into the account whose notification was missed. */
  requeryDedicatedAccount(input: { accountNumber: string; providerSlug: string }): Promise<void>;
  /** One page of a customer's transactions since `from` (GET /transaction?customer=…). */
  listCustomerTransactions(input: { customerId: string; from: Date; page: number; perPage: number }): Promise<{ transactions: PaystackTransaction[]; pageCount: number }>;
}

export class PaystackError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
    readonly notFound = false,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

type Json = Record<string, unknown>;

export class PaystackClient implements PaystackGateway, PaystackDedicatedAccounts {
  constructor(
    private readonly opts: { baseUrl: string; secretKey: string; timeoutMs?: number; fetch?: typeof fetch },
  ) {}

  async initialize(input: Parameters<PaystackGateway['initialize']>[0]): Promise<InitializedTransaction> {
    const data = await this.call('POST', '/transaction/initialize', {
      email: input.email,
      amount: input.amountKobo,
      reference: input.reference,
      callback_url: input.callbackUrl,
      metadata: input.metadata,
      currency: 'NGN',
      ...(input.channels ? { channels: input.channels } : {}),
    });
    return { authorizationUrl: str(data.authorization_url), accessCode: str(data.access_code), reference: str(data.reference) };
  }

  async verify(reference: string): Promise<PaystackTransaction> {
    return toTransaction(await this.call('GET', `/transaction/verify/${encodeURIComponent(reference)}`));
  }

  async chargeAuthorization(input: Parameters<PaystackGateway['chargeAuthorization']>[0]): Promise<ChargeResult> {
    const data = await this.call('POST', '/transaction/charge_authorization', {
      email: input.email,
      amount: input.amountKobo,
      authorization_code: input.authorizationCode,
      reference: input.reference,
      metadata: input.metadata,
      currency: 'NGN',
    });
    return { paused: data.paused === true, authorizationUrl: optStr(data.authorization_url), transaction: toTransaction(data) };
  }

  async refund(input: { reference: string; amountKobo?: number }): Promise<RefundResult> {
    const data = await this.call('POST', '/refund', { transaction: input.reference, ...(input.amountKobo !== undefined ? { amount: input.amountKobo } : {}) });
    const transaction = (data.transaction ?? {}) as Json;
    return { status: str(data.status), amountKobo: Number(data.amount), reference: optStr(transaction.reference) ?? input.reference, raw: data };
  }

  async listSuccessful(input: { from: Date; to: Date; page: number; perPage: number }): Promise<{ transactions: PaystackTransaction[]; pageCount: number }> {
    const query = new URLSearchParams({ status: 'success', from: input.from.toISOString(), to: input.to.toISOString(), page: String(input.page), perPage: String(input.perPage) });
    const json = await this.request('GET', `/transaction?${query}`);
    if (!Array.isArray(json.data)) throw new PaystackError('Paystack listed transactions without a list');
    const meta = (json.meta ?? {}) as Json;
    return { transactions: json.data.map((t) => toTransaction(t as Json)), pageCount: Number(meta.pageCount ?? 1) || 1 };
  }

  async createCustomer(input: { email: string; firstName: string; lastName: string; phone: string | null }): Promise<PaystackCustomer> {
    const data = await this.call('POST', '/customer', { email: input.email, first_name: input.firstName, last_name: input.lastName, ...(input.phone ? { phone: `+${input.phone.replace(/^\+/, '')}` } : {}) });
    return toCustomer(data);
  }

  async fetchCustomer(customerCode: string): Promise<PaystackCustomer> {
    return toCustomer(await this.call('GET', `/customer/${encodeURIComponent(customerCode)}`));
  }

  async updateCustomer(customerCode: string, input: { firstName: string; lastName: string; phone: string | null }): Promise<void> {
    await this.call('PUT', `/customer/${encodeURIComponent(customerCode)}`, { first_name: input.firstName, last_name: input.lastName, ...(input.phone ? { phone: `+${input.phone.replace(/^\+/, '')}` } : {}) });
  }

  async createDedicatedAccount(input: { customerCode: string; preferredBank: string }): Promise<PaystackDedicatedAccount> {
    const account = toDedicatedAccount(await this.call('POST', '/dedicated_account', { customer: input.customerCode, preferred_bank: input.preferredBank }));
    if (!account) throw new PaystackError('Paystack answered a dedicated account without its number');
    return account;
  }

  async requeryDedicatedAccount(input: { accountNumber: string; providerSlug: string }): Promise<void> {
    const query = new URLSearchParams({ account_number: input.accountNumber, provider_slug: input.providerSlug });
    await this.request('GET', `/dedicated_account/requery?${query}`);
  }

  async listCustomerTransactions(input: { customerId: string; from: Date; page: number; perPage: number }): Promise<{ transactions: PaystackTransaction[]; pageCount: number }> {
    const query = new URLSearchParams({ customer: input.customerId, status: 'success', from: input.from.toISOString(), page: String(input.page), perPage: String(input.perPage) });
    const json = await this.request('GET', `/transaction?${query}`);
    if (!Array.isArray(json.data)) throw new PaystackError('Paystack listed transactions without a list');
    const meta = (json.meta ?? {}) as Json;
    return { transactions: json.data.map((t) => toTransaction(t as Json)), pageCount: Number(meta.pageCount ?? 1) || 1 };
  }

  /** `data` of a successful answer. */
  private async call(method: 'GET' | 'POST' | 'PUT', path: string, body?: Json): Promise<Json> {
    const json = await this.request(method, path, body);
    if (typeof json.data !== 'object' || json.data === null) throw new PaystackError(`Paystack answered without data: ${String(json.message)}`);
    return json.data as Json;
  }

  /** The whole answer (`{ status, message, data, meta }`) when Paystack said yes; a PaystackError otherwise. */
  private async request(method: 'GET' | 'POST' | 'PUT', path: string, body?: Json): Promise<Json> {
    const doFetch = this.opts.fetch ?? fetch;
    let res: Response;
    try {
      res = await doFetch(`${this.opts.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${this.opts.secretKey}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new PaystackError(`Paystack could not be reached: ${(err as Error).message}`);
    }
    let json: Json;
    try {
      json = (await res.json()) as Json;
    } catch {
      throw new PaystackError(`Paystack answered ${res.status} with a body that is not JSON`, res.status);
    }
    const message = typeof json?.message === 'string' ? json.message : `Paystack answered ${res.status}`;
    if (!res.ok || json.status !== true) {
      throw new PaystackError(message, res.status, res.status === 404 || /not found/i.test(message));
    }
    return json;
  }
}

function str(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  throw new PaystackError(`Paystack's answer lacks an expected field (got ${JSON.stringify(v)})`);
}

function optStr(v: unknown): string | null {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;
}

function toAuthorization(a: unknown): PaystackAuthorization | null {
  if (typeof a !== 'object' || a === null) return null;
  const o = a as Json;
  if (typeof o.authorization_code !== 'string' || !o.authorization_code) return null;
  return {
    authorizationCode: o.authorization_code,
    bin: optStr(o.bin),
    last4: optStr(o.last4) ?? '',
    expMonth: optStr(o.exp_month) ?? '',
    expYear: optStr(o.exp_year) ?? '',
    cardType: (optStr(o.card_type) ?? '').trim(),
    bank: optStr(o.bank),
    channel: optStr(o.channel) ?? 'card',
    signature: optStr(o.signature),
    reusable: o.reusable === true,
    countryCode: optStr(o.country_code),
  };
}

/** A dedicated account as Paystack describes it (its API, and the `dedicated_account.assign.success` event); null without a number. */
export function toDedicatedAccount(a: unknown): PaystackDedicatedAccount | null {
  if (typeof a !== 'object' || a === null) return null;
  const o = a as Json;
  const bank = (o.bank ?? {}) as Json;
  const accountNumber = optStr(o.account_number);
  if (!accountNumber) return null;
  return {
    id: optStr(o.id) ?? accountNumber,
    accountNumber,
    accountName: optStr(o.account_name) ?? '',
    bankName: optStr(bank.name) ?? '',
    bankSlug: optStr(bank.slug) ?? '',
    assigned: o.assigned !== false,
    active: o.active !== false,
    customerCode: optStr(((o.customer ?? {}) as Json).customer_code),
  };
}

function toCustomer(data: Json): PaystackCustomer {
  return { id: str(data.id), customerCode: str(data.customer_code), email: optStr(data.email) ?? '', dedicatedAccount: toDedicatedAccount(data.dedicated_account) };
}

function toTransaction(data: Json): PaystackTransaction {
  const amount = Number(data.amount);
  const paidAt = optStr(data.paid_at ?? data.paidAt);
  const customer = (data.customer ?? {}) as Json;
  const metadata = typeof data.metadata === 'object' && data.metadata !== null ? (data.metadata as Json) : parseMetadata(data.metadata);
  return {
    status: str(data.status),
    reference: str(data.reference),
    amountKobo: Number.isSafeInteger(amount) ? amount : NaN,
    currency: optStr(data.currency) ?? '',
    channel: optStr(data.channel),
    gatewayResponse: optStr(data.gateway_response),
    paidAt: paidAt && !Number.isNaN(Date.parse(paidAt)) ? new Date(paidAt) : null,
    customerEmail: optStr(customer.email),
    metadata,
    authorization: toAuthorization(data.authorization),
    customerCode: optStr(customer.customer_code),
    receiverAccountNumber: optStr(((data.authorization ?? {}) as Json).receiver_bank_account_number),
    raw: data,
  };
}

/** Paystack sometimes returns metadata as a JSON string. */
function parseMetadata(v: unknown): Json | null {
  if (typeof v !== 'string' || !v) return null;
  try {
    const parsed: unknown = JSON.parse(v);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Json) : null;
  } catch {
    return null;
  }
}
