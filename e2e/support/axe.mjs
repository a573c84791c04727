// Accessibility findings on the page as it is now, by axe-core (WCAG 2.x A and AA rules and
// axe's best practices), kept to the ones that block or seriously hinder someone: impact
// critical or serious. Each is summarised with where it is, so a failing test says what to fix.
import { AxeBuilder } from '@axe-core/playwright';

async function scan(page, exclude) {
  // The same rules, found the same way, a third of the time: only the violations are gathered
  // (all that is read here), and a page without frames is scanned in place (legacy mode) rather
  // than gathered frame by frame and put together in a new blank page, which took most of a scan.
  // A page with frames keeps the default, which also scans frames from other origins.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(page.frames().length === 1);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}×: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')})`);
}

/**
 * The findings on the settled page. A page caught mid-change (a lazy chunk arriving, a toast
 * fading) is scanned again a second later, and what is still there counts.
 */
export async function seriousFindings(page, { exclude = [] } = {}) {
  const first = await scan(page, exclude);
  if (!first.length) return first;
  await page.waitForTimeout(1_000);
  return scan(page, exclude);
}
