// What the list benchmarks share: how they print a time, take a percentile, count statements and time a call.
import { performance } from 'node:perf_hooks';

export const ms = (n) => `${n >= 100 ? Math.round(n) : n.toFixed(1)} ms`;

/** The p-th percentile of times sorted ascending (nearest rank). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Every SQL statement TypeORM sends, counted (the data source's logger sees each one). */
export function countStatements(ds) {
  const counter = { n: 0 };
  ds.logger = { logQuery: () => void counter.n++, logQueryError() {}, logQuerySlow() {}, logSchemaBuild() {}, logMigration() {}, log() {} };
  return counter;
}

/** p50/p95 over `runs` calls (after `warmUp`), and the statements one call takes. */
export async function measure(counter, call, { runs, warmUp }) {
  for (let i = 0; i < warmUp; i++) await call();
  const before = counter.n;
  let result = await call();
  const statements = counter.n - before;
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    result = await call();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), statements, result };
}
