// A signed-in session as the web app keeps it (web/src/lib/session.ts: token, user, userRoles,
// isLoggedIn, tokenExpiresAt in localStorage), from the API's login. Used by the journeys that
// load a signed-in page cold (weight, layout shift) and by bench/lighthouse.mjs.

/** Every seeded demo account's password (api/src/db/seed.ts). */
export const DEMO_PASSWORD = 'Demo@2026';

/** Signs in through GraphQL; the localStorage items the web app would have written. */
export async function storedSession(baseUrl, email, password = DEMO_PASSWORD) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on AuthPayload { token expiresAt user { id firstName lastName email phoneNumber address roles } } ... on ErrorResult { message } } }',
      variables: { input: { email, password } },
    }),
  });
  const { data, errors } = await res.json();
  if (errors || data.login.__typename !== 'AuthPayload') throw new Error(`${email} could not sign in: ${JSON.stringify(errors ?? data.login)}`);
  const { token, expiresAt, user } = data.login;
  return { token, user: JSON.stringify(user), userRoles: JSON.stringify(user.roles), isLoggedIn: 'true', ...(expiresAt ? { tokenExpiresAt: expiresAt } : {}) };
}

/**
 * Writes `storage` (storedSession's) into the origin's localStorage from a page that loads no
 * script (version.json), so the browser's cache stays as it was; returns a function that removes it.
 */
export async function writeSession(context, baseUrl, storage) {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/version.json`);
    await page.evaluate((items) => Object.entries(items).forEach(([k, v]) => localStorage.setItem(k, v)), storage);
  } finally {
    await page.close();
  }
  return async () => {
    const cleanup = await context.newPage();
    try {
      await cleanup.goto(`${baseUrl}/version.json`);
      await cleanup.evaluate(() => localStorage.clear());
    } finally {
      await cleanup.close();
    }
  };
}
