/**
 * `npm test`: type-check (code, and the stacks against SST's types), lint, unit + API + infra
 * tests (vitest), then the browser tests
 * (Playwright), and last one line "N passed, N failed" summed from both runners' JSON reports.
 * Stops at the first failing step (later steps would only add noise), but always prints the line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { failedPageSnapshots, REPORT_DIR, summarize, type PlaywrightReport, type VitestReport } from './test-summary.js';

// Not test-results/: Playwright empties that folder when it starts, deleting vitest's report.
const OUT = REPORT_DIR;
rmSync(`${OUT}/vitest.json`, { force: true });
rmSync(`${OUT}/e2e.json`, { force: true });
mkdirSync(OUT, { recursive: true });

const steps: { name: string; cmd: string; args: string[]; env?: Record<string, string> }[] = [
  { name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
  // sst.config.ts and stacks/ against SST's real types (installs SST's platform into .sst/ once).
  { name: 'typecheck infra', cmd: 'npm', args: ['run', '--silent', 'typecheck:infra'] },
  { name: 'vitest', cmd: 'npx', args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${OUT}/vitest.json`] },
  { name: 'build web', cmd: 'npm', args: ['run', '--silent', 'build:web'] },
  {
    name: 'e2e',
    cmd: 'npx',
    args: ['playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${OUT}/e2e.json` },
  },
];

let failedStep: string | undefined;
const ran: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  ran.push(step.name);
  const r = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  console.log(`=== ${step.name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)}s ===`);
  if (r.status !== 0) {
    failedStep = step.name;
    break;
  }
}

const read = <T>(file: string): T | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined);
const summary = summarize({ ran, failedStep, vitest: read<VitestReport>(`${OUT}/vitest.json`), e2e: read<PlaywrightReport>(`${OUT}/e2e.json`) });

// CI keeps only this output, not test-results/: what each failed browser test's page showed.
if (failedStep === 'e2e') for (const snapshot of failedPageSnapshots('test-results')) console.log(`\n${snapshot}`);
if (failedStep) console.log(`\nStopped at the failing step: ${failedStep}`);
for (const p of summary.problems) console.log(`\nMISSING REPORT: ${p}`);
console.log(`\n${summary.line}`);
process.exit(summary.ok ? 0 : 1);
