import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The closing line of `npm test`, summed from each runner's JSON report. A runner that ran but left
 * no report is a failure said out loud: a missing report once made the line count only the browser
 * tests ("188 passed" when about 1,360 had run), and that line is the number people trust.
 */

/** Where the runners' reports go: not under test-results/, which Playwright empties when it starts. */
export const REPORT_DIR = 'reports';

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}
export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

/**
 * One test runner that ran: the step it ran in, where its report should be and what it held
 * (undefined: none written).
 */
export type RunnerReport = { step: string; file: string } & (
  | { kind: 'vitest'; report?: VitestReport | undefined }
  | { kind: 'playwright'; report?: PlaywrightReport | undefined }
);

export interface SummaryInput {
  failedStep?: string | undefined;
  /** Every runner that was started (a runner an earlier failure kept from starting is not here). */
  runners: RunnerReport[];
}

export function summarize(input: SummaryInput): { line: string; ok: boolean; problems: string[] } {
  const problems: string[] = [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const r of input.runners) {
    if (!r.report) {
      problems.push(`${r.kind === 'vitest' ? 'vitest' : 'Playwright'} ran but wrote no report (${r.file}): its tests are not counted`);
      continue;
    }
    if (r.kind === 'vitest') {
      passed += r.report.numPassedTests;
      failed += r.report.numFailedTests;
      skipped += r.report.numPendingTests;
    } else {
      passed += r.report.stats.expected + r.report.stats.flaky;
      failed += r.report.stats.unexpected;
      skipped += r.report.stats.skipped;
    }
  }
  // A failed step whose runs count no tests (the checks, the web build) is one failure of its own;
  // a test runner's failures are in its report.
  const stepFailed = input.failedStep && !input.runners.some((r) => r.step === input.failedStep) ? 1 : 0;
  failed += stepFailed + problems.length;
  const line = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
  return { line, ok: !input.failedStep && problems.length === 0, problems };
}

/**
 * What the page showed when each browser test failed: Playwright's error-context.md (the page's
 * accessibility snapshot) in each failed test's folder under `dir`, each headed by its path and cut
 * at `maxChars`. CI keeps only the output of `npm test`, so without these a failure seen only there
 * cannot be read afterwards.
 */
export function failedPageSnapshots(dir: string, maxChars = 6000): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'error-context.md')))
    .map((entry) => {
      const file = join(dir, entry.name, 'error-context.md');
      const text = readFileSync(file, 'utf8');
      return `--- ${file} ---\n${text.length > maxChars ? `${text.slice(0, maxChars)}\n[... cut at ${maxChars} characters]` : text}`;
    });
}
