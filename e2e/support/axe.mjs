// Accessibility findings on the page as it is now, by axe-core (WCAG 2.x A and AA rules and
// axe's best practices), kept to the ones that block or seriously hinder someone: impact
// critical or serious. Each is summarised with where it is, so a failing test says what to fix.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's run on a page without frames, as AxeBuilder's legacy mode does it (the same rules and
 * options), but with axe-core put into the page once per document: AxeBuilder evaluates its
 * 650 KB twice on every scan, which took longer than most scans themselves.
 */
async function scanInPlace(page) {
  if (!(await page.evaluate(() => typeof globalThis.axe?.run === 'function'))) {
    await page.evaluate(`${axeSource};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`);
  }
  return page.evaluate(() => globalThis.axe.run(globalThis.document, { resultTypes: ['violations'] }).then((r) => r.violations));
}

async function scan(page) {
  // A page with frames: AxeBuilder gathers every frame, also those from other origins.
  const violations = page.frames().length === 1 ? await scanInPlace(page) : (await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze()).violations;
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`);
}

/**
 * The findings on the settled page. A page caught mid-change (a lazy chunk arriving, a toast
 * fading) is scanned again a second later, and what is still there counts.
 */
export async function seriousFindings(page) {
  const first = await scan(page);
  if (!first.length) return first;
  await page.waitForTimeout(1_000);
  return scan(page);
}
