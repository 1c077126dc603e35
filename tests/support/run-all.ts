/**
 * `npm test`: type-check (code, and the stacks against SST's types) and lint, then the API tests
 * beside the unit + infra tests, the web build and the browser tests (Playwright), and last one line
 * "N passed, N failed" summed from the runners' JSON reports. Stops at the first failing step or
 * lane (later ones would only add noise), but always prints the line.
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

/** `files`: only these files; `exclude`: all of the projects' files but these. */
const vitest = (name: string, projects: string[], only: { files?: string[]; exclude?: string[] } = {}): Run => {
  const file = `${OUT}/vitest-${name}.json`;
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...(only.files ?? []), ...(only.exclude ?? []).flatMap((f) => ['--exclude', f])];
  return { name: `vitest ${name}`, cmd: 'npx', args: [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], report: { kind: 'vitest', file } };
};

/**
 * API files run at the end of the other lane, after the browser tests, with that lane's own
 * platform: the API lane was the longer by minutes once the other lane's checks got quicker
 * (docs/performance.md, Whole `npm test`), and a long file moved evens them.
 */
const API_AFTER_BROWSER = ['tests/api/payments/money-model.test.ts'];

/**
 * A step's lanes start together; the runs of one lane go one after another, and a lane stops at its
 * first failure. The API tests run one file at a time against one platform, which leaves a core
 * mostly idle for the whole run (~16 minutes on CI): the web build, then the unit and infra tests
 * (the handler bundle check is ~80 s of esbuild), then the browser tests fill it, in a lane beside
 * the API run instead of phases after it (docs/decisions.md, Runtime and tooling: Test time). Each
 * lane starts its own platform on free ports, so the two never share a table or a mailbox.
 */
const e2e: Run = {
  name: 'e2e',
  cmd: 'npx',
  args: ['playwright', 'test', '--reporter=list,json'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${OUT}/e2e.json` },
  report: { kind: 'playwright', file: `${OUT}/e2e.json` },
};
const buildWeb: Run = { name: 'build web', cmd: 'npm', args: ['run', '--silent', 'build:web'] };
const steps: { name: string; lanes: Run[][] }[] = [
  {
    // Independent, and each of tsc and ESLint keeps to one core, so they run together.
    name: 'checks',
    lanes: [
      [{ name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] }],
      [{ name: 'lint', cmd: 'npm', args: ['run', '--silent', 'lint'] }],
      // sst.config.ts and stacks/ against SST's real types (installs SST's platform into .sst/ once).
      [{ name: 'typecheck infra', cmd: 'npm', args: ['run', '--silent', 'typecheck:infra'] }],
    ],
  },
  // The web build first: the web bundle test checks that build, current by its build record,
  // instead of building the app a second time (docs/decisions.md, "Runtime and tooling").
  {
    name: 'tests',
    lanes: [
      [vitest('api', ['api'], { exclude: API_AFTER_BROWSER })],
      [buildWeb, vitest('unit', ['unit', 'infra']), e2e, vitest('api-late', ['api'], { files: API_AFTER_BROWSER })],
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

/**
 * `npm test -- <names>` runs only the steps or runs named (`checks`, `tests`; `vitest api`,
 * `vitest unit`, `build web`, `e2e`, `vitest api-late`), in the same lanes.
 */
const only = process.argv.slice(2);
const chosen = steps
  .map((step) => ({ ...step, lanes: only.length === 0 || only.includes(step.name) ? step.lanes : step.lanes.map((lane) => lane.filter((run) => only.includes(run.name))) }))
  .map((step) => ({ ...step, lanes: step.lanes.filter((lane) => lane.length > 0) }))
  .filter((step) => step.lanes.length > 0);
/** The runs that failed, by name: a run is its own "step" in the closing line's sums. */
const failed: string[] = [];
const started: { step: string; report: Run['report'] }[] = [];
for (const step of chosen) {
  console.log(`\n=== ${step.name} ===`);
  const t0 = Date.now();
  const shared = step.lanes.length > 1;
  const codes = await Promise.all(
    step.lanes.map(async (lane) => {
      for (const run of lane) {
        started.push({ step: run.name, report: run.report });
        const code = await execute(run, shared);
        if (code !== 0) failed.push(run.name);
        if (shared || lane.length > 1) console.log(`=== ${run.name}: ${code === 0 ? 'ok' : 'FAILED'} at ${((Date.now() - t0) / 1000).toFixed(1)}s ===`);
        if (code !== 0) return code;
      }
      return 0;
    }),
  );
  const ok = codes.every((c) => c === 0);
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)}s ===`);
  if (!ok) break;
}

// A runner's own JSON report, in the shape its `kind` names (vitest's or Playwright's).
const read = (file: string): undefined | (VitestReport & PlaywrightReport) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const runners = started.flatMap(({ step, report }): RunnerReport[] => (report ? [{ step, ...report, report: read(report.file) }] : []));
// A failed run that counts no tests (a check, the web build) is one failure of its own; a test
// runner's failures are in its report.
const failedStep = failed.find((name) => !runners.some((r) => r.step === name)) ?? failed[0];
const summary = summarize({ failedStep, runners });

// CI keeps only this output, not test-results/: what each failed browser test's page showed.
if (failed.includes('e2e')) for (const snapshot of failedPageSnapshots('test-results')) console.log(`\n${snapshot}`);
if (failed.length > 0) console.log(`\nStopped at the failing run${failed.length > 1 ? 's' : ''}: ${failed.join(', ')}`);
for (const p of summary.problems) console.log(`\nMISSING REPORT: ${p}`);
console.log(`\n${summary.line}`);
process.exit(summary.ok ? 0 : 1);
