import { PaystackClient, PaystackError } from './paystack-client';

/** A fetch that records the request and answers `body` with `status`. */
function fetchAnswering(body: unknown, status = 200) {
  const calls: { url: string; method: string; body: unknown; auth: string | null }[] = [];
  const fake = (async (url: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({ url: String(url), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined, auth: headers.get('authorization') });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, client: new PaystackClient({ baseUrl: 'https://api.paystack.co', secretKey: 'sk_test_x', fetch: fake }) };
}

// Paystack's published shape of a dedicated account (Create / Fetch Dedicated Virtual Account).
const ACCOUNT = {
  bank: { name: 'Wema Bank', id: 20, slug: 'wema-bank' },
  account_name: 'KAROKART / RHODA CHURCH',
  account_number: '9930000737',
  assigned: true,
  currency: 'NGN',
  metadata: null,
  active: true,
  id: 253,
  created_at: '2019-12-12T12:39:04.000Z',
  updated_at: '2020-01-06T15:51:24.000Z',
  assignment: { integration: 100043, assignee_id: 7454289, assignee_type: 'Integration', expired: false, account_type: 'PAY-WITH-TRANSFER-RECURRING' },
  customer: { id: 7454289, first_name: 'RHODA', last_name: 'CHURCH', email: 'rhodachurch@email.com', customer_code: 'CUS_kpb3qj71u1m0rw8', phone: '+2349053267565' },
};

describe("the Paystack client's dedicated accounts", () => {
  it('creates a customer with the phone in international form and reads its code and id', async () => {
    const { calls, client } = fetchAnswering({ status: true, message: 'Customer created', data: { id: 1173, customer_code: 'CUS_xnxdt6s1zg1f4nx', email: 'ada@example.ng' } });
    expect(await client.createCustomer({ email: 'ada@example.ng', firstName: 'Ada', lastName: 'Obi', phone: '2348031234567' })).toEqual({ id: '1173', customerCode: 'CUS_xnxdt6s1zg1f4nx', email: 'ada@example.ng', dedicatedAccount: null });
    expect(calls[0]).toEqual({ url: 'https://api.paystack.co/customer', method: 'POST', body: { email: 'ada@example.ng', first_name: 'Ada', last_name: 'Obi', phone: '+2348031234567' }, auth: 'Bearer sk_test_x' });
  });

  it('asks for an account with the customer code and preferred bank, and reads bank, number and name', async () => {
    const { calls, client } = fetchAnswering({ status: true, message: 'NUBAN successfully created', data: ACCOUNT });
    expect(await client.createDedicatedAccount({ customerCode: 'CUS_kpb3qj71u1m0rw8', preferredBank: 'wema-bank' })).toEqual({
      id: '253',
      accountNumber: '9930000737',
      accountName: 'KAROKART / RHODA CHURCH',
      bankName: 'Wema Bank',
      bankSlug: 'wema-bank',
      assigned: true,
      active: true,
      customerCode: 'CUS_kpb3qj71u1m0rw8',
    });
    expect(calls[0].body).toEqual({ customer: 'CUS_kpb3qj71u1m0rw8', preferred_bank: 'wema-bank' });
  });

  it("refuses Paystack's refusal as a PaystackError with its status and message", async () => {
    const { client } = fetchAnswering({ status: false, message: 'Customer identification failed' }, 400);
    await expect(client.createDedicatedAccount({ customerCode: 'CUS_x', preferredBank: 'wema-bank' })).rejects.toEqual(new PaystackError('Customer identification failed', 400));
  });

  it("lists a customer's successful transactions, reading the transfer's customer and receiving account", async () => {
    const transfer = {
      id: 1,
      status: 'success',
      reference: 'T123_dva',
      amount: 7_500_000,
      currency: 'NGN',
      channel: 'dedicated_nuban',
      paid_at: '2026-11-20T10:00:00.000Z',
      customer: { id: 7454289, email: 'rhodachurch@email.com', customer_code: 'CUS_kpb3qj71u1m0rw8' },
      authorization: { authorization_code: 'AUTH_x', channel: 'dedicated_nuban', receiver_bank_account_number: '9930000737', receiver_bank: 'Wema Bank', reusable: false },
    };
    const { calls, client } = fetchAnswering({ status: true, message: 'Transactions retrieved', data: [transfer], meta: { pageCount: 2 } });
    const listed = await client.listCustomerTransactions({ customerId: '7454289', from: new Date('2026-11-18T00:00:00Z'), page: 1, perPage: 50 });
    expect(listed.pageCount).toBe(2);
    expect(listed.transactions[0]).toMatchObject({ reference: 'T123_dva', amountKobo: 7_500_000, channel: 'dedicated_nuban', customerCode: 'CUS_kpb3qj71u1m0rw8', receiverAccountNumber: '9930000737' });
    const url = new URL(calls[0].url);
    expect(url.pathname).toBe('/transaction');
    expect(Object.fromEntries(url.searchParams)).toEqual({ customer: '7454289', status: 'success', from: '2026-11-18T00:00:00.000Z', page: '1', perPage: '50' });
  });

  it("updates a customer's names and phone", async () => {
    const { calls, client } = fetchAnswering({ status: true, message: 'Customer updated', data: { id: 1173, customer_code: 'CUS_x' } });
    await client.updateCustomer('CUS_x', { firstName: 'Ada', lastName: 'Obi', phone: '2348031234567' });
    expect(calls[0]).toMatchObject({ url: 'https://api.paystack.co/customer/CUS_x', method: 'PUT', body: { first_name: 'Ada', last_name: 'Obi', phone: '+2348031234567' } });
  });

  it('asks Paystack to requery an account by number and provider', async () => {
    const { calls, client } = fetchAnswering({ status: true, message: 'We are checking the status of your transfer.' });
    await client.requeryDedicatedAccount({ accountNumber: '9930000737', providerSlug: 'wema-bank' });
    expect(calls[0].url).toBe('https://api.paystack.co/dedicated_account/requery?account_number=9930000737&provider_slug=wema-bank');
  });
});
