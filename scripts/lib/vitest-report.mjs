// Reads the counts out of vitest's JSON reporter file (the Jest-compatible shape).
import fs from 'node:fs';

/** { passed, failed, skipped } of one vitest run; zeros when the run crashed before writing its report. */
export function readVitestCounts(reportFile) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}
