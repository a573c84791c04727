// The end of scripts/test-all.sh: how long each step took, the slowest test files of all layers,
// and one closing line adding up the counts of every test layer: "tests: N passed, N failed".
// With --failed (a step failed), the times only: no closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const failedRun = args.includes('--failed');
const dir = args.find((a) => !a.startsWith('--'));
const root = path.resolve(import.meta.dirname, '..');
const seconds = (s) => `${Number(s).toFixed(0).padStart(5)} s`;

const started = Number(process.env.TEST_ALL_STARTED);
console.info('\n=== time');
const stepsFile = path.join(dir, 'steps.tsv');
if (existsSync(stepsFile)) {
  // CPU: the step's own processes (not MariaDB's or Redis's); over wall, how many of the cores it kept busy.
  console.info(`${'step'.padEnd(16)}  from     wall      CPU`);
  for (const line of readFileSync(stepsFile, 'utf8').trim().split('\n')) {
    const [name, start, wall, cpu, status] = line.split('\t');
    const [user, sys] = cpu.split(' ').map(Number);
    console.info(`${name.padEnd(16)}${seconds(start - started)}${seconds(wall)}${seconds(user + sys)}${status === '0' ? '' : '  FAILED'}`);
  }
}
console.info(`${'all'.padEnd(16)}${seconds(0)}${seconds(Date.now() / 1000 - started)}`);

const layers = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ layer: path.basename(f, '.json'), result: JSON.parse(readFileSync(path.join(dir, f), 'utf8')) }));

// Jest gives each file's start and end; the browser layer's reporter, each file's duration.
const files = layers.flatMap(({ layer, result }) => [
  ...(result.testResults ?? []).map((t) => ({ layer, file: t.name, ms: t.endTime - t.startTime })),
  ...(result.files ?? []).map((f) => ({ layer, file: f.file, ms: f.durationMs })),
]);
if (files.length) {
  console.info('\n=== the 10 slowest test files');
  for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.info(`${seconds(f.ms / 1000)}  ${f.layer.padEnd(16)}${path.relative(root, f.file)}`);
  }
}
if (failedRun) process.exit(1);

console.info('');
let passed = 0;
let failed = 0;
for (const { layer, result } of layers) {
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  const flaky = result.numFlakyTests ? `, of which ${result.numFlakyTests} FLAKY (passed only when run again)` : '';
  console.info(`${layer}: ${result.numPassedTests} passed${flaky}, ${result.numFailedTests} failed`);
}
console.info(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
