// Writes how long each browser test file took, slowest first, to BROWSER_TIMES_FILE (when set), so
// `.ci/run` can print it at the end of the run and a file that grows shows at once.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  onRunComplete(_contexts, results) {
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
    writeFileSync(target, `${lines.join('\n')}\n`);
  }
}
