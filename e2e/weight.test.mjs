// Issue 9's budget for a customer's first visit on mobile data, in bytes on the wire as Chromium
// counts them (encoded bodies plus headers, empty cache): at most 200 KB of JavaScript and 450 KB
// in all on / and /food-packs. bench/web-weight.mjs prints the same figures in detail.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { journey } from './support/journey.mjs';
import { BUDGET, firstVisit } from './support/weight.mjs';

const j = journey();
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

for (const path of ['/', '/food-packs']) {
  test(`a first visit to ${path} stays within ${kb(BUDGET.js)} of JavaScript and ${kb(BUDGET.total)} in all`, async () => {
    const { rows, js, all } = await firstVisit(j.browser.context, j.server.url + path);
    const heaviest = [...rows].sort((a, b) => b.wire - a.wire).slice(0, 5).map((r) => `${r.url} ${kb(r.wire)}`).join(', ');
    // The page did load: its scripts came compressed, and it fetched its data.
    assert.ok(js.files > 0 && rows.some((r) => r.url === '/graphql'), `no scripts or no data fetched: ${heaviest}`);
    assert.ok(rows.filter((r) => r.kind === 'JS').every((r) => r.encoding === 'br'), 'every script arrives brotli-compressed');
    assert.ok(js.wire <= BUDGET.js, `JavaScript on the wire ${kb(js.wire)} (heaviest: ${heaviest})`);
    assert.ok(all.wire <= BUDGET.total, `total on the wire ${kb(all.wire)} (heaviest: ${heaviest})`);
  });
}
