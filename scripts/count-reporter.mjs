// A node:test reporter that writes the pass/fail counts, for the closing summary line, how long
// each test file took, for the list of the slowest, and the files with a failed test, to run again.
import { resolve } from 'node:path';

export default async function* countReporter(source) {
  let passed = 0;
  let failed = 0;
  const files = [];
  const failedFiles = new Set();
  for await (const event of source) {
    // Tests, not suites (Node 20 gives a test no type, Node 22 'test').
    if (event.type === 'test:pass' && event.data.details?.type !== 'suite') passed++;
    if (event.type === 'test:fail' && event.data.details?.type !== 'suite') {
      failed++;
      if (event.data.file) failedFiles.add(event.data.file);
    }
    // A file's own run completes as a test named after the file (its process, start to end): by
    // its absolute path on Node 20, as it was given on Node 22.
    if (event.type === 'test:complete' && event.data.file && resolve(event.data.name) === event.data.file) {
      files.push({ file: event.data.file, durationMs: event.data.details?.duration_ms ?? 0 });
    }
  }
  yield JSON.stringify({ numPassedTests: passed, numFailedTests: failed, files, failedFiles: [...failedFiles] });
}
