// Adds up the JSON reports of every vitest and Playwright run into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const vitestReports = ['packages/contracts', 'apps/api', 'apps/web'].map(
  (dir) => `${dir}/test-results/vitest.json`,
);
const playwrightReport = 'apps/web/test-results/playwright.json';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of vitestReports) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  console.log(`${playwrightReport}: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed`);
}
if (passed + failed === 0) {
  console.log('no test reports found');
  process.exit(1);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
