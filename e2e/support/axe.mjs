// Accessibility findings on the page as it is now, by axe-core (WCAG 2.x A and AA rules and
// axe's best practices), kept to the ones that block or seriously hinder someone: impact
// critical or serious. Each is summarised with where it is, so a failing test says what to fix.
import { AxeBuilder } from '@axe-core/playwright';

async function scan(page, exclude) {
  let builder = new AxeBuilder({ page });
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
