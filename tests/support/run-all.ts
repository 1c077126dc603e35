/**
 * `npm test`: type-check (code, and the stacks against SST's types) and lint, unit + API + infra
 * tests (vitest), then the browser tests
 * (Playwright), and last one line "N passed, N failed" summed from the runners' JSON reports.
 * Stops at the first failing step (later steps would only add noise), but always prints the line.
 * `npm test -- vitest e2e` runs only the steps named.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { failedPageSnapshots, REPORT_DIR, summarize, type PlaywrightReport, type RunnerReport, type VitestReport } from './test-summary.js';

// The Node every step runs on; CI's log shows it.
console.log(`node --version: ${process.version} (${process.execPath})`);

// Not test-results/: Playwright empties that folder when it starts, deleting vitest's report.
const OUT = REPORT_DIR;
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

interface Run {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string>;
  /** The JSON report a test runner writes, summed into the closing line. */
  report?: { kind: RunnerReport['kind']; file: string };
}

const vitest = (name: string, projects: string[]): Run => {
  const file = `${OUT}/vitest-${name}.json`;
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
  return { name: `vitest ${name}`, cmd: 'npx', args, report: { kind: 'vitest', file } };
};

/**
 * A step's runs start together. The API tests run one file at a time against one platform, which
 * leaves a core mostly idle; the unit and infra tests (the handler bundle check is ~80 s of esbuild)
 * fill it, so they are a second vitest process beside the API run instead of a phase after it.
 */
const steps: { name: string; runs: Run[] }[] = [
  {
    // Independent, and each of tsc and ESLint keeps to one core, so they run together.
    name: 'checks',
    runs: [
      { name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
      { name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] },
      // sst.config.ts and stacks/ against SST's real types (installs SST's platform into .sst/ once).
      { name: 'typecheck infra', cmd: 'npm', args: ['run', '--silent', 'typecheck:infra'] },
    ],
  },
  { name: 'vitest', runs: [vitest('api', ['api']), vitest('unit', ['unit', 'infra'])] },
  { name: 'build web', runs: [{ name: 'build web', cmd: 'npm', args: ['run', '--silent', 'build:web'] }] },
  {
    name: 'e2e',
    runs: [
      {
        name: 'e2e',
        cmd: 'npx',
        args: ['playwright', 'test', '--reporter=list,json'],
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${OUT}/e2e.json` },
        report: { kind: 'playwright', file: `${OUT}/e2e.json` },
      },
    ],
  },
];

/** Runs one command; when it shares the terminal with others, each of its lines is prefixed with its name. */
function execute(run: Run, shared: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(run.cmd, run.args, { stdio: shared ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...run.env } });
    if (shared)
      for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream! }).on('line', (line) => console.log(`[${run.name}] ${line}`));
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const only = process.argv.slice(2);
let failedStep: string | undefined;
const started: { step: string; report: Run['report'] }[] = [];
for (const step of steps.filter((s) => only.length === 0 || only.includes(s.name))) {
  console.log(`\n=== ${step.name} ===`);
  const t0 = Date.now();
  started.push(...step.runs.map((run) => ({ step: step.name, report: run.report })));
  const codes = await Promise.all(
    step.runs.map(async (run) => {
      const code = await execute(run, step.runs.length > 1);
      if (step.runs.length > 1) console.log(`=== ${run.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)}s ===`);
      return code;
    }),
  );
  const ok = codes.every((c) => c === 0);
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)}s ===`);
  if (!ok) {
    failedStep = step.name;
    break;
  }
}

// A runner's own JSON report, in the shape its `kind` names (vitest's or Playwright's).
const read = (file: string): undefined | (VitestReport & PlaywrightReport) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const runners = started.flatMap(({ step, report }): RunnerReport[] => (report ? [{ step, ...report, report: read(report.file) }] : []));
const summary = summarize({ failedStep, runners });

// CI keeps only this output, not test-results/: what each failed browser test's page showed.
if (failedStep === 'e2e') for (const snapshot of failedPageSnapshots('test-results')) console.log(`\n${snapshot}`);
if (failedStep) console.log(`\nStopped at the failing step: ${failedStep}`);
for (const p of summary.problems) console.log(`\nMISSING REPORT: ${p}`);
console.log(`\n${summary.line}`);
process.exit(summary.ok ? 0 : 1);
