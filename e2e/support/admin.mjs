// What the admin console's journeys share: the seeded admin, signed in through the API (for
// set-up and checks, as an integrator would) and in the browser, a few admin operations, and the
// console's way of showing money and days.
import assert from 'node:assert/strict';

/** Every seeded demo account's password (npm start seeds them on a fresh database). */
export const DEMO_PASSWORD = 'Demo@2026';
/** The seeded demo admin. */
export const DEMO_ADMIN = { email: 'admin@demo.ng', password: DEMO_PASSWORD, name: 'Adaeze Okafor' };

/**
 * The journey's admin over GraphQL: call signIn() first (in a test, once the server is up).
 * @param {ReturnType<typeof import('./journey.mjs').journey>} j
 */
export function adminApi(j) {
  let token;
  const call = (query, variables) => j.gql(query, variables, token);
  return {
    async signIn() {
      token = await j.apiToken(DEMO_ADMIN);
    },
    call,
    /** A food pack of the catalogue, by name. */
    async pack(name) {
      const { foodPacks } = await call('{ foodPacks(pageSize: 100) { items { id name priceKobo } } }');
      const pack = foodPacks.items.find((p) => p.name === name);
      assert.ok(pack, `no food pack named ${name}`);
      return pack;
    },
    /** The first user the admin's search finds (by name, e-mail or phone). */
    async user(search) {
      const { adminUsers } = await call('query ($search: String) { adminUsers(search: $search) { items { id fullName phoneNumber } } }', { search });
      return adminUsers.items[0];
    },
    /** A plan for a customer, as the Manual Payments tab creates one; its id. */
    async createPlan(input) {
      const { createPlanForUser: plan } = await call(
        'mutation ($input: CreatePlanForUserInput!) { createPlanForUser(input: $input) { __typename ... on AdminSavingsPlan { id } ... on ErrorResult { message } } }',
        { input },
      );
      assert.equal(plan.__typename, 'AdminSavingsPlan', plan.message);
      return plan.id;
    },
  };
}

/** Signs the demo admin in with the login form; they land on the console. */
export const signInAdmin = (j) => j.signIn(DEMO_ADMIN, '**/admin**');

/** A calendar day in Lagos (UTC+1, no daylight saving), `offset` days from today: YYYY-MM-DD. */
export const lagosDay = (offset = 0) => new Date(Date.now() + 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** `day` moved by whole months (to the month's last day when shorter: 31 Mar + 1 → 30 Apr), then by `days`. */
export function shiftDay(day, months, days = 0) {
  const [y, m, d] = day.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay)) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Money as the console shows it: '₦39,000'. */
export const naira = (kobo) => `₦${new Intl.NumberFormat('en-US').format(Math.round(kobo / 100))}`;

const dateText = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A day as the console shows it: 'Nov 14, 2026' (a YYYY-MM-DD day, or a Date: its day here). */
export const shownDay = (day) => {
  if (day instanceof Date) return dateText.format(day);
  const [y, m, d] = day.split('-').map(Number);
  return dateText.format(new Date(y, m - 1, d));
};
