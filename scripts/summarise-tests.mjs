// Adds up the counts of every test layer and prints one closing line: "tests: N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of readdirSync(dir)) {
  const r = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  console.info(`${path.basename(file, '.json')}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
console.info(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
