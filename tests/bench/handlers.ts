/**
 * Per-handler cold-start figures: each manifest handler bundled alone as SST bundles it for Lambda
 * (stacks/bundling.ts), its minified size (what a cold start loads, and everything including lazy
 * chunks), and the time to import it in a fresh Node process with the environment a function has.
 * Importing is Lambda's init phase: module code runs, no request is served, and nothing connects to
 * DynamoDB (clients are created on first use).
 *
 *   npx tsx tests/bench/handlers.ts        prints a table
 *   import { benchHandlers } from './handlers.js'   for npm run bench
 *
 * The AWS SDK and @node-rs/argon2 are not in the bundles; they resolve from the repository's
 * node_modules here, as they do from the function package's node_modules on Lambda, so their load
 * time is included in the import time.
 *
 * The baseline for each handler is a module that imports only the packages the handler's cold start
 * imports without bundling them (its AWS SDK clients, argon2): what a function doing nothing but
 * holding those clients would take to load. The budget is handler import ≤ 1.5× that baseline.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUNDLE_BUDGET_BYTES, ROOT } from '../../stacks/bundling.js';
import { manifest, SECRETS } from '../../stacks/manifest.js';
import { bundleHandler, kb } from '../infra/bundle.js';

export interface HandlerFigures {
  handler: string;
  initKb: number;
  totalKb: number;
  /** Median over the runs, milliseconds. */
  importMs: number;
  /** Median time from process start until the handler is ready (Node's own start included). */
  readyMs: number;
  /** Median import time of a module holding only the unbundled packages the handler loads at init. */
  sdkOnlyImportMs: number;
  /** importMs / sdkOnlyImportMs (budget 1.5). */
  initRatio: number;
}

/** Import-time budget: a handler loads in at most this multiple of its SDK clients alone. */
export const INIT_RATIO_BUDGET = 1.5;

const RUNS = 3;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function functionEnv(secrets: readonly string[]): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    AWS_REGION: 'us-east-1',
    TABLE_NAME: 'bench-table',
    BUCKET_NAME: 'bench-uploads',
    BASE_DOMAIN: 'example.com',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  };
  for (const group of secrets) for (const name of Object.values(SECRETS[group as keyof typeof SECRETS])) env[name] = name.endsWith('_PORT') ? '587' : 'stand-in';
  return env;
}

const CHILD = `
const t0 = performance.now();
const m = await import(process.argv[1]);
const t1 = performance.now();
if (typeof m.handler !== 'function') throw new Error('no handler export');
process.stdout.write(JSON.stringify({ importMs: t1 - t0, readyMs: t1 }));
`;

export async function benchHandlers(): Promise<HandlerFigures[]> {
  const dir = join(tmpdir(), `handler-bench-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  // Externals (AWS SDK, argon2) resolve as they would from the function package's node_modules.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const rows: HandlerFigures[] = [];
  try {
    const entries = [...manifest.routes, ...manifest.webhooks, ...manifest.workers];
    const seen = new Set<string>();
    // BENCH_HANDLERS=http/user/me,http/auth/login measures only those (a quick look at a few).
    const only = process.env.BENCH_HANDLERS?.split(',').filter(Boolean);
    for (const entry of entries) {
      if (only && !only.includes(entry.handler)) continue;
      if (seen.has(entry.handler)) continue;
      seen.add(entry.handler);
      const out = join(dir, entry.handler.replace(/\//g, '_'));
      const bundle = await bundleHandler(entry.handler, { outdir: out });
      const baseline = join(out, 'sdk-only.mjs');
      writeFileSync(baseline, `${bundle.initExternals.map((p, i) => `import * as m${i} from '${p}';`).join('\n')}\nexport const handler = async () => [${bundle.initExternals.map((_, i) => `m${i}`).join(', ')}];\n`);
      const run = (file: string) => {
        const child = spawnSync(process.execPath, ['--input-type=module', '-e', CHILD, pathToFileURL(file).href], {
          env: functionEnv(entry.secrets ?? []),
          encoding: 'utf8',
          timeout: 60_000,
        });
        if (child.status !== 0) throw new Error(`${file} did not import: ${child.stderr}`);
        return JSON.parse(child.stdout) as { importMs: number; readyMs: number };
      };
      const imports: number[] = [];
      const ready: number[] = [];
      const sdkOnly: number[] = [];
      // Interleaved, so a change in the machine's load touches both figures alike.
      for (let i = 0; i < RUNS; i++) {
        const r = run(bundle.entryFile);
        imports.push(r.importMs);
        ready.push(r.readyMs);
        sdkOnly.push(run(baseline).importMs);
      }
      rows.push({
        handler: entry.handler,
        initKb: +(bundle.initBytes / 1024).toFixed(1),
        totalKb: +(bundle.totalBytes / 1024).toFixed(1),
        importMs: Math.round(median(imports)),
        readyMs: Math.round(median(ready)),
        sdkOnlyImportMs: Math.round(median(sdkOnly)),
        initRatio: +(median(imports) / median(sdkOnly)).toFixed(2),
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

export function printHandlerTable(rows: HandlerFigures[]): void {
  const w = Math.max(...rows.map((r) => r.handler.length), 'handler'.length);
  console.log(
    `  ${'handler'.padEnd(w)}  ${'at import'.padStart(10)}  ${'all chunks'.padStart(10)}  ${'import'.padStart(7)}  ${'ready'.padStart(7)}  ${'SDK only'.padStart(8)}  ${'ratio'.padStart(5)}`,
  );
  for (const r of rows)
    console.log(
      `  ${r.handler.padEnd(w)}  ${kb(r.initKb * 1024).padStart(10)}  ${kb(r.totalKb * 1024).padStart(10)}  ${`${r.importMs} ms`.padStart(7)}  ${`${r.readyMs} ms`.padStart(7)}  ${`${r.sdkOnlyImportMs} ms`.padStart(8)}  ${r.initRatio.toFixed(2).padStart(5)}`,
    );
  const ratios = rows.map((r) => r.initRatio).sort((a, b) => a - b);
  const sizes = rows.map((r) => r.initKb).sort((a, b) => a - b);
  console.log(
    `  at import: median ${sizes[Math.floor(sizes.length / 2)]} KB, largest ${sizes.at(-1)} KB (budget ${BUNDLE_BUDGET_BYTES / 1024} KB); ` +
      `import vs SDK clients alone: median ${ratios[Math.floor(ratios.length / 2)]}x, worst ${ratios.at(-1)}x (budget ${INIT_RATIO_BUDGET}x)`,
  );
  console.log(`  (median of ${RUNS} fresh node processes each; "ready" counts from process start)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`Handler bundles (esbuild as SST runs it, minified, node ${process.version}):`);
  printHandlerTable(await benchHandlers());
}
