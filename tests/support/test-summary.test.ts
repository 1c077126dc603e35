import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedPageSnapshots, REPORT_DIR, summarize } from './test-summary.js';

describe('npm test’s closing line counts every runner’s tests', () => {
  it('the reports live where no runner cleans: not in Playwright’s output folder', () => {
    const config = readFileSync('playwright.config.ts', 'utf8');
    const outputDir = /outputDir:\s*['"]([^'"]+)['"]/.exec(config)?.[1] ?? 'test-results';
    expect(REPORT_DIR).not.toBe(outputDir);
    const runAll = readFileSync('tests/support/run-all.ts', 'utf8');
    expect(runAll).not.toMatch(/test-results\/(vitest|e2e)\.json/);
    expect(runAll).toContain('REPORT_DIR');
  });

  it('sums every runner: both vitest runs and the browser tests', () => {
    const r = summarize({
      runners: [
        { step: 'vitest', kind: 'vitest', file: 'reports/vitest-api.json', report: { numPassedTests: 900, numFailedTests: 0, numPendingTests: 2 } },
        { step: 'vitest', kind: 'vitest', file: 'reports/vitest-unit.json', report: { numPassedTests: 276, numFailedTests: 0, numPendingTests: 0 } },
        { step: 'e2e', kind: 'playwright', file: 'reports/e2e.json', report: { stats: { expected: 188, unexpected: 1, flaky: 1, skipped: 0 } } },
      ],
    });
    expect(r).toEqual({ line: '1365 passed, 1 failed, 2 skipped', ok: true, problems: [] });
  });

  it('a runner that ran without a report fails loudly instead of counting as nothing', () => {
    const r = summarize({
      runners: [
        { step: 'vitest', kind: 'vitest', file: 'reports/vitest-api.json' },
        { step: 'vitest', kind: 'vitest', file: 'reports/vitest-unit.json', report: { numPassedTests: 276, numFailedTests: 0, numPendingTests: 0 } },
        { step: 'e2e', kind: 'playwright', file: 'reports/e2e.json', report: { stats: { expected: 188, unexpected: 0, flaky: 0, skipped: 0 } } },
      ],
    });
    expect(r.ok).toBe(false);
    expect(r.line).toBe('464 passed, 1 failed');
    expect(r.problems).toEqual(['vitest ran but wrote no report (reports/vitest-api.json): its tests are not counted']);
  });

  it('a failed test runner counts its own failures, not one more for its step', () => {
    const r = summarize({
      failedStep: 'vitest',
      runners: [{ step: 'vitest', kind: 'vitest', file: 'reports/vitest-api.json', report: { numPassedTests: 10, numFailedTests: 2, numPendingTests: 0 } }],
    });
    expect(r).toEqual({ line: '10 passed, 2 failed', ok: false, problems: [] });
  });

  it('a runner that never ran (an earlier step failed) is not a missing report', () => {
    const r = summarize({ runners: [], failedStep: 'checks' });
    expect(r).toEqual({ line: '0 passed, 1 failed', ok: false, problems: [] });
  });
});

describe('a failed browser test shows in the output what its page showed', () => {
  it('each failed test’s page snapshot, headed by its folder; passing tests’ folders and stray files are left out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'test-results-'));
    mkdirSync(join(dir, 'view-mode-switch-back'));
    writeFileSync(join(dir, 'view-mode-switch-back', 'error-context.md'), '- heading "Agency List"\n- table "Agencies"');
    mkdirSync(join(dir, 'passed-with-trace'));
    writeFileSync(join(dir, 'passed-with-trace', 'trace.zip'), '');
    writeFileSync(join(dir, '.last-run.json'), '{}');
    expect(failedPageSnapshots(dir)).toEqual([`--- ${join(dir, 'view-mode-switch-back', 'error-context.md')} ---\n- heading "Agency List"\n- table "Agencies"`]);
  });

  it('a long snapshot is cut and says so', () => {
    const dir = mkdtempSync(join(tmpdir(), 'test-results-'));
    mkdirSync(join(dir, 'long'));
    writeFileSync(join(dir, 'long', 'error-context.md'), 'x'.repeat(50));
    expect(failedPageSnapshots(dir, 10)[0]).toMatch(/---\nx{10}\n\[\.\.\. cut at 10 characters\]$/);
  });

  it('no folder (the browser tests never ran): nothing', () => {
    expect(failedPageSnapshots(join(tmpdir(), 'no-such-test-results'))).toEqual([]);
  });
});
