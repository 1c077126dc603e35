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

export interface SummaryInput {
  /** Runner steps that ran (reached), by name: 'vitest', 'e2e'. */
  ran: string[];
  failedStep?: string | undefined;
  vitest?: VitestReport | undefined;
  e2e?: PlaywrightReport | undefined;
}

export function summarize(input: SummaryInput): { line: string; ok: boolean; problems: string[] } {
  const problems: string[] = [];
  if (input.ran.includes('vitest') && !input.vitest) problems.push(`vitest ran but wrote no report (${REPORT_DIR}/vitest.json): its tests are not counted`);
  if (input.ran.includes('e2e') && !input.e2e) problems.push(`Playwright ran but wrote no report (${REPORT_DIR}/e2e.json): its tests are not counted`);
  const v = input.vitest;
  const e = input.e2e;
  const passed = (v?.numPassedTests ?? 0) + (e ? e.stats.expected + e.stats.flaky : 0);
  const stepFailed = input.failedStep && !['vitest', 'e2e'].includes(input.failedStep) ? 1 : 0;
  const failed = (v?.numFailedTests ?? 0) + (e?.stats.unexpected ?? 0) + stepFailed + problems.length;
  const skipped = (v?.numPendingTests ?? 0) + (e?.stats.skipped ?? 0);
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
