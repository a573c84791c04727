// What every browser journey shares: the built product on a fresh data folder, one phone-sized
// page in headless Chromium, a list of console errors and CSP violations seen on the way, a
// finder for toasts, GraphQL calls from outside the browser and the sign-in form. Call journey()
// at the top of a test file; its hooks start and stop it all.
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, afterEach, before } from 'node:test';
import { launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

export function journey(serverOptions) {
  const j = {
    server: undefined,
    browser: undefined,
    page: undefined,
    /** Console errors and uncaught exceptions: each is a broken page for someone. */
    problems: [],
    toast: (text) => j.page.locator('.ant-notification-notice, .ant-message-notice').filter({ hasText: text }).first(),
    /** One GraphQL call from outside the browser, as an integrator would make it; any error fails the test. */
    async gql(query, variables = {}, token = undefined) {
      const res = await fetch(`${j.server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = await res.json();
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data;
    },
    /** A session token for an account, from the API's login. */
    async apiToken({ email, password }) {
      const { login } = await j.gql('mutation ($input: LoginInput!) { login(input: $input) { __typename ... on AuthPayload { token } ... on ErrorResult { message } } }', { input: { email, password } });
      assert.equal(login.__typename, 'AuthPayload', login.message);
      return login.token;
    },
    /** Opens a page and waits until React has taken over the server's HTML: a tap before that follows a link instead of opening a dialog. */
    async visit(path) {
      await j.page.goto(j.server.url + path);
      await j.page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    },
    /** Signs in with the login form, as a person does, and waits for the page it lands on (a URL glob). */
    async signIn({ email, password }, landing) {
      await j.page.goto(`${j.server.url}/login`);
      const form = j.page.getByRole('form', { name: 'Log in' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password', { exact: true }).fill(password);
      await form.getByRole('button', { name: 'Login' }).click();
      await j.page.waitForURL(landing);
    },
    /**
     * Waits until the app has closed the checkout's popup. It may already have (a quick answer closes
     * it while the click that paid is still returning): a listener added then would wait forever.
     */
    async popupClosed(popup) {
      if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 30_000 });
    },
    /** Nothing wider than the screen: no sideways scrolling on a small phone. */
    async assertFits(width) {
      const scrollWidth = await j.page.evaluate(() => globalThis.document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= width, `page is ${scrollWidth}px wide on a ${width}px screen`);
    },
  };
  before(async () => {
    // Journeys sign up and sign in many times: cheap argon2id. The production cost is pinned by the
    // api's own tests (auth/password-hasher.spec.ts); the benchmarks keep it.
    j.server = await startServer({ ...serverOptions, env: { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1', ...serverOptions?.env } });
    j.browser = await launchBrowser();
    j.page = await j.browser.context.newPage();
    // A wait that long is a hang, not a slow page; journeys run side by side on a busy machine.
    j.page.setDefaultTimeout(20_000);
    j.page.on('console', (msg) => msg.type() === 'error' && j.problems.push(msg.text()));
    j.page.on('pageerror', (err) => j.problems.push(err.message));
  });
  // A failure leaves what the page showed: a journey that fails once in many runs (a tap that did not
  // submit, under load) cannot be rerun to see it.
  afterEach(async (t) => {
    if (t.passed || !j.page) return;
    const file = join(tmpdir(), 'journey-failures', `${basename(process.argv[1] ?? 'journey', '.test.mjs')}-${t.name.replace(/[^\w]+/g, '-').slice(0, 60)}`);
    await mkdir(join(tmpdir(), 'journey-failures'), { recursive: true });
    await j.page.screenshot({ path: `${file}.png`, fullPage: true }).catch(() => undefined);
    const open = await j.page.locator('.ant-modal-wrap:visible, .ant-popover:visible, .ant-notification-notice').allInnerTexts().catch(() => []);
    await writeFile(`${file}.txt`, [`url: ${j.page.url()}`, 'dialogs and toasts open:', ...open, 'console errors:', ...j.problems].join('\n'));
    console.error(`journey failure: the page is in ${file}.png and .txt`);
  });
  after(async () => {
    await j.browser?.close();
    await j.server?.stop();
  });
  return j;
}
