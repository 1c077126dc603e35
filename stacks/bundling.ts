/**
 * How every Lambda handler is bundled, in one place: stacks/functions.ts hands these options to SST,
 * and tests/infra (the bundle budget) and tests/bench (size and import time) bundle with the same
 * options through esbuild's JS API. Pure module: no SST globals, so the tests can import it.
 *
 * Two kinds of packages are not in the bundle, and are installed into the function package instead
 * (SST's `nodejs.install`, which runs `npm install` for the function's architecture):
 * - native addons (`@node-rs/argon2`, `@resvg/resvg-js`): the install picks the linux-arm64 prebuilt.
 * - the AWS SDK v3. Bundled it is about 390 KB minified (DynamoDB client, document client, the
 *   credential chain, smithy core), which with ElectroDB, zod and jose puts every handler well
 *   over the bundle budget. The copy the Lambda runtime ships is not one we control (AWS updates
 *   it on its own schedule), so the exact versions our lockfile resolved are installed instead:
 *   the same SDK the tests ran against, with the handler bundle under budget. The price, measured
 *   by tests/bench/handlers.ts, is that the SDK is loaded unbundled from node_modules at cold start.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Handler modules live here; manifest handler 'http/auth/login' is src/http/auth/login.ts. */
export const FUNCTIONS_SRC = 'packages/functions/src';

/** The plugin file SST loads (path relative to the project root, as SST resolves it). */
export const PLUGINS_FILE = 'stacks/esbuild/plugins.mjs';

/**
 * Native addons: never bundled, always installed with the function. `@resvg/resvg-js` draws banners
 * to PNG (Ads Design); only the banner handlers import it, lazily, so the others never load it,
 * though SST installs it beside every function (docs/decisions.md, "Ads design").
 */
export const NATIVE_PACKAGES = ['@node-rs/argon2', '@resvg/resvg-js'] as const;

/**
 * Budget per handler bundle (minified code loaded at a cold start). The goal is 250 KB; ElectroDB
 * (about 190 KB, CommonJS that cannot be tree-shaken) and zod classic (about 100 KB) are over it
 * together, so the budget holds today's largest handler (399 KB, the integrations' test send)
 * with a little room and fails when a handler starts loading something more
 * (docs/decisions.md, "Performance budgets"). Each capability imports the entities it uses from
 * their own modules (nothing lists every entity on a handler's path), entities are built on first
 * use, and the bundles leave out the schemas a handler never reaches (`pureTopLevelCalls` in
 * stacks/esbuild/plugins.mjs), and take ElectroDB's index without `Service`, so a handler carries
 * only the models and schemas it can reach (475 KB, then 440 and 425 KB before; docs/performance.md,
 * Bundle size).
 */
export const BUNDLE_BUDGET_BYTES = 410 * 1024;

/** Where a handler's source is, from its manifest module path. */
export function handlerSource(handler: string): string {
  return `${FUNCTIONS_SRC}/${handler}.ts`;
}

/** SST's handler string for a manifest module path: file path plus the export name. */
export function sstHandler(handler: string): string {
  return `${FUNCTIONS_SRC}/${handler}.handler`;
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function deps(pkgJson: Record<string, unknown>): string[] {
  return Object.keys((pkgJson.dependencies as Record<string, string> | undefined) ?? {});
}

/** The package.json of an installed package, looked up the way Node would from `fromDir`. */
function installedPackageJson(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return file;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The AWS SDK packages handler code can import: those the workspace packages depend on, and those
 * their own dependencies (ElectroDB) import. tests/infra checks every external import of every
 * bundle is in this list, so a new SDK client cannot go missing from the function package.
 */
export function sdkPackages(): string[] {
  const found = new Set<string>();
  for (const ws of ['packages/core', 'packages/functions']) {
    const dir = join(ROOT, ws);
    for (const dep of deps(readJson(join(dir, 'package.json')))) {
      if (dep.startsWith('@aws-sdk/')) {
        found.add(dep);
        continue;
      }
      const file = installedPackageJson(dep, dir);
      if (!file) continue;
      for (const sub of deps(readJson(file))) if (sub.startsWith('@aws-sdk/')) found.add(sub);
    }
  }
  return [...found].sort();
}

/** Exact versions the lockfile resolved, so the function package gets what the tests ran with. */
export function pinnedInstall(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of [...NATIVE_PACKAGES, ...sdkPackages()]) {
    const file = installedPackageJson(name, join(ROOT, 'packages/core'));
    if (!file) throw new Error(`${name} is not installed; run npm install before deploying`);
    out[name] = String(readJson(file).version);
  }
  return out;
}

/**
 * Lambda's Node.js major. `npm start` and `npm test` run on the same major (the `node` package in
 * devDependencies; docs/decisions.md, "Runtime and tooling"), and the bundles target it.
 */
export const NODE_MAJOR = 22;
export const LAMBDA_RUNTIME = `nodejs${NODE_MAJOR}.x` as const;

/** Packages left out of every bundle (and so installed beside it). */
export function externalPackages(): string[] {
  return [...NATIVE_PACKAGES, '@aws-sdk/*'];
}

/** SST `nodejs` options for every function. */
export function nodejsOptions() {
  return {
    format: 'esm' as const,
    minify: true,
    install: pinnedInstall(),
    plugins: PLUGINS_FILE,
    // Dynamic imports become their own chunks, loaded only when reached: a handler that imports a
    // heavy module lazily (e.g. the mail client only when a mail is sent) does not pay for it at
    // cold start. The budget check counts what a cold start loads: the entry and its static chunks.
    splitting: true,
    esbuild: { target: `node${NODE_MAJOR}`, external: externalPackages() },
  };
}

/**
 * esbuild's JS API options equal to what SST's Go builder uses for a function with the options
 * above (sst/sst pkg/runtime/node/build.go: platform node, ESM, bundle, `module` before `main`,
 * keepNames, minify, the createRequire banner), for the checks that cannot run SST itself.
 */
export function esbuildOptions(entry: string, outdir: string) {
  return {
    entryPoints: [join(ROOT, entry)],
    absWorkingDir: ROOT,
    outdir,
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    platform: 'node' as const,
    format: 'esm' as const,
    target: `node${NODE_MAJOR}`,
    mainFields: ['module', 'main'],
    keepNames: true,
    minify: true,
    metafile: true,
    external: ['sharp', 'pg-native', ...externalPackages()],
    banner: {
      js: [
        `import { createRequire as topLevelCreateRequire } from 'module';`,
        `const require = topLevelCreateRequire(import.meta.url);`,
        `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
        `const __filename = topLevelFileUrlToPath(import.meta.url)`,
        `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
      ].join('\n'),
    },
    logLevel: 'silent' as const,
  };
}
