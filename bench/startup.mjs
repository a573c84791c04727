// Time from starting the built server to a ready /readyz: first start on an empty data folder
// (migrations and demo seed included) and a restart on the same folder.
// Usage: npm run build && node bench/startup.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/support/server.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-bench-'));
try {
  const first = await startServer({ dataDir });
  await first.stop();
  const restarts = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer({ dataDir });
    restarts.push(s.startupMs);
    await s.stop();
  }
  console.info(`first start (empty data folder, migrate + seed): ${first.startupMs.toFixed(0)} ms`);
  console.info(`restart (median of 3): ${restarts.sort((a, b) => a - b)[1].toFixed(0)} ms`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
