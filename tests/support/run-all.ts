/**
 * `npm test`: type-check (code, and the stacks against SST's types), lint, unit + API + infra
 * tests (vitest), then the browser tests
 * (Playwright), and last one line "N passed, N failed" summed from both runners' JSON reports.
 * Stops at the first failing step (later steps would only add noise), but always prints the line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const OUT = 'test-results';
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
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const r = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  console.log(`=== ${step.name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)}s ===`);
  if (r.status !== 0) {
    failedStep = step.name;
    break;
  }
}

const read = <T>(file: string): T | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined);
const v = read<{ numPassedTests: number; numFailedTests: number; numPendingTests: number }>(`${OUT}/vitest.json`);
const e = read<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(`${OUT}/e2e.json`);
const passed = (v?.numPassedTests ?? 0) + (e ? e.stats.expected + e.stats.flaky : 0);
const failed = (v?.numFailedTests ?? 0) + (e?.stats.unexpected ?? 0) + (failedStep && !['vitest', 'e2e'].includes(failedStep) ? 1 : 0);
const skipped = (v?.numPendingTests ?? 0) + (e?.stats.skipped ?? 0);

if (failedStep) console.log(`\nStopped at the failing step: ${failedStep}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStep ? 1 : 0);
