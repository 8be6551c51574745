// Writes how long each browser test file took, slowest first, to BROWSER_TIMES_FILE (when set), so
// `.ci/run` can print it at the end of the run and a file that grows shows at once; and how many axe
// scans the run made and skipped (e2e/support/browser.ts: once per page state), which it prints too.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** "axe: N scans (T s), M repeated page states skipped", from the run's log; null without one. */
function axeSummary() {
  const log = process.env.E2E_RUN_DIR && path.join(process.env.E2E_RUN_DIR, 'axe.log');
  if (!log || !existsSync(log)) return null;
  let scans = 0;
  let skipped = 0;
  let seconds = 0;
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    const [kind, time] = line.split('\t');
    if (kind === 'scan') {
      scans += 1;
      seconds += Number(time);
    } else if (kind === 'skip') skipped += 1;
  }
  return `axe: ${scans} scans (${seconds.toFixed(1)} s), ${skipped} repeated page states skipped`;
}

export default class FileTimesReporter {
  onRunComplete(_contexts, results) {
    const summary = axeSummary();
    if (summary) console.info(`\n${summary}`);
    const target = process.env.BROWSER_TIMES_FILE;
    if (!target) return;
    const lines = results.testResults
      .map((file) => ({
        name: path.relative(process.cwd(), file.testFilePath),
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
        tests: file.numPassingTests + file.numFailingTests,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .map(
        ({ name, seconds, tests }) =>
          `${seconds.toFixed(1).padStart(7)} s  ${String(tests).padStart(3)} tests  ${name}`,
      );
    writeFileSync(target, `${[...lines, ...(summary ? [summary] : [])].join('\n')}\n`);
  }
}
