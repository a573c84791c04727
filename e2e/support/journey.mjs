// What every browser journey shares: the built product on a fresh data folder, one phone-sized
// page in headless Chromium, a list of console errors and CSP violations seen on the way, and a
// finder for toasts. Call journey() at the top of a test file; its hooks start and stop it all.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
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
    /** Nothing wider than the screen: no sideways scrolling on a small phone. */
    async assertFits(width) {
      const scrollWidth = await j.page.evaluate(() => globalThis.document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= width, `page is ${scrollWidth}px wide on a ${width}px screen`);
    },
  };
  before(async () => {
    j.server = await startServer(serverOptions);
    j.browser = await launchBrowser();
    j.page = await j.browser.context.newPage();
    j.page.setDefaultTimeout(10_000);
    j.page.on('console', (msg) => msg.type() === 'error' && j.problems.push(msg.text()));
    j.page.on('pageerror', (err) => j.problems.push(err.message));
  });
  after(async () => {
    await j.browser?.close();
    await j.server?.stop();
  });
  return j;
}
