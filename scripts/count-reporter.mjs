// A node:test reporter that writes only the pass/fail counts, for the closing summary line.
export default async function* countReporter(source) {
  let passed = 0;
  let failed = 0;
  for await (const event of source) {
    if (event.type === 'test:pass' && !event.data.details?.type) passed++;
    if (event.type === 'test:fail' && !event.data.details?.type) failed++;
  }
  yield JSON.stringify({ numPassedTests: passed, numFailedTests: failed });
}
