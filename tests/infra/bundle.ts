/**
 * Bundles one handler the way SST does for Lambda (options and plugins from stacks/bundling.ts)
 * and says what a cold start loads: the entry file and every chunk it imports statically (chunks
 * reached only through `await import()` load later, when that code runs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { build, context, type BuildResult, type Metafile, type Plugin } from 'esbuild';
import { esbuildOptions, handlerSource, ROOT } from '../../stacks/bundling.js';
import sstPlugins, { jsApiPlugins } from '../../stacks/esbuild/plugins.mjs';

export interface HandlerBundle {
  handler: string;
  /** Bytes loaded at import: the entry plus its static chunks. */
  initBytes: number;
  /** All output bytes, lazily loaded chunks included. */
  totalBytes: number;
  /** Absolute path of the entry file (when written). */
  entryFile: string;
  /** Packages imported but not bundled (must be installed beside the bundle). */
  externals: string[];
  /** The external packages a cold start loads (imported statically by the entry or its static chunks). */
  initExternals: string[];
  /** Largest contributors to the init bytes, by package (or source folder). */
  top: { name: string; bytes: number }[];
  /** Every bundled package (or source folder) with code loaded at a cold start. */
  initPackages: string[];
  /** Each output file's path inside the bundle's folder, and its content hash. */
  outputs: Record<string, string>;
}

function packageOf(input: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  if (m) return m[1]!;
  return input.split('/').slice(0, 4).join('/');
}

/** 'zod/v4/locales/en.js' → 'zod'; '@aws-sdk/client-s3/x' → '@aws-sdk/client-s3'. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

const BUILTINS = new Set(builtinModules);
/** Node's own modules ('node:fs', 'fs', 'fs/promises') and esbuild's '<runtime>' helper. */
function isBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || specifier.startsWith('<') || BUILTINS.has(specifier) || BUILTINS.has(specifier.split('/')[0]!);
}

function initOutputs(meta: Metafile, source: string): string[] {
  const outputs = meta.outputs;
  // A dynamic import's chunk names its module as `entryPoint` too (the US cities' JSON, an SDK
  // loaded on first use): the handler's entry is the output whose entry point is the handler's file.
  const entry = Object.keys(outputs).find((k) => outputs[k]!.entryPoint && resolve(ROOT, outputs[k]!.entryPoint!) === resolve(source));
  if (!entry) throw new Error('no entry output');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imp of outputs[key]!.imports) {
      if (imp.external || imp.kind !== 'import-statement') continue;
      if (outputs[imp.path]) visit(imp.path);
    }
  };
  visit(entry);
  return [...seen];
}

type PluginSet = 'sst' | 'jsApi';
const pluginsOf = (set: PluginSet | undefined) => (set === 'sst' ? sstPlugins : jsApiPlugins);
const scratchDir = (handler: string) => join(ROOT, '.sst', 'bundle-check', handler);

/**
 * `outdir`: where the files are written (nothing is written without it). `plugins: 'sst'` builds
 * with the plugins exactly as SST is given them; the default, their narrow-filter twins (the same
 * files, checked by the bundle test), is quicker.
 */
export async function bundleHandler(handler: string, opts: { outdir?: string; plugins?: PluginSet } = {}): Promise<HandlerBundle> {
  const { outdir } = opts;
  const dir = outdir ?? scratchDir(handler);
  const result = await build({ ...esbuildOptions(handlerSource(handler), dir), metafile: true, write: false, plugins: pluginsOf(opts.plugins) });
  let entryFile = '';
  if (outdir) {
    for (const f of result.outputFiles) {
      mkdirSync(dirname(f.path), { recursive: true });
      writeFileSync(f.path, f.contents);
    }
    entryFile = resolve(ROOT, initOutputs(result.metafile, handlerSource(handler))[0]!);
  }
  return { ...describeBundle(handler, result, dir), entryFile };
}

/** The placeholder entry a shared context is built with; a plugin resolves it to the handler of the moment. */
const ENTRY = 'handler-entry';

/**
 * Bundles handlers one after another in one esbuild context, each alone exactly as `bundleHandler`
 * does (same options, plugins and entry file; the bundle test compares the two): the context's
 * entry is a placeholder that resolves to the handler being bundled. What the context keeps from
 * build to build is esbuild's cache of parsed files, reused while a file's contents are unchanged:
 * the ~240 handlers share most of their files, and parsing them again was about a quarter of each build
 * (docs/performance.md, Inside the steps). Nothing is written.
 */
export async function handlerBundler(opts: { plugins?: PluginSet } = {}) {
  let current = '';
  const entry: Plugin = {
    name: 'handler-entry',
    setup: (b) => b.onResolve({ filter: new RegExp(`^${ENTRY}$`) }, (args) => (args.kind === 'entry-point' ? { path: join(ROOT, handlerSource(current)) } : undefined)),
  };
  // One folder for all: output paths are relative inside a bundle, so the bytes do not depend on it.
  const dir = join(ROOT, '.sst', 'bundle-check', 'shared');
  const ctx = await context({ ...esbuildOptions(ENTRY, dir), entryPoints: [ENTRY], metafile: true, write: false, plugins: [entry, ...pluginsOf(opts.plugins)] });
  let queue: Promise<unknown> = Promise.resolve();
  return {
    /** One at a time: a context builds one entry at once. */
    bundle(handler: string): Promise<HandlerBundle> {
      const next = queue.then(async () => {
        current = handler;
        return { ...describeBundle(handler, await ctx.rebuild(), dir), entryFile: '' };
      });
      queue = next.catch(() => undefined);
      return next;
    },
    dispose: () => ctx.dispose(),
  };
}

/** What a build of one handler loads at a cold start, from esbuild's metafile. */
function describeBundle(handler: string, result: BuildResult<{ metafile: true; write: false }>, dir: string): Omit<HandlerBundle, 'entryFile'> {
  const meta = result.metafile;
  const init = initOutputs(meta, handlerSource(handler));
  const initBytes = init.reduce((n, k) => n + meta.outputs[k]!.bytes, 0);
  const totalBytes = Object.values(meta.outputs).reduce((n, o) => n + o.bytes, 0);

  const initExternals = new Set<string>();
  for (const k of init)
    for (const imp of meta.outputs[k]!.imports) if (imp.external && imp.kind === 'import-statement' && !isBuiltin(imp.path)) initExternals.add(imp.path);

  const externals = new Set<string>();
  for (const input of Object.values(meta.inputs))
    for (const imp of input.imports) if (imp.external && !isBuiltin(imp.path)) externals.add(packageName(imp.path));

  const byPackage = new Map<string, number>();
  for (const k of init)
    for (const [input, v] of Object.entries(meta.outputs[k]!.inputs)) byPackage.set(packageOf(input), (byPackage.get(packageOf(input)) ?? 0) + v.bytesInOutput);
  const top = [...byPackage].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  const initPackages = [...byPackage].filter(([, bytes]) => bytes > 0).map(([name]) => name).sort();

  // Keyed inside the bundle's folder, the entry by the name a build of the handler alone gives it.
  const entryPath = resolve(ROOT, init[0]!);
  const key = (path: string) => (path === entryPath ? `${basename(handler)}.mjs` : relative(dir, path));
  const outputs = Object.fromEntries(result.outputFiles.map((f) => [key(f.path), f.hash]));
  return { handler, initBytes, totalBytes, externals: [...externals].sort(), initExternals: [...initExternals].sort(), top, initPackages, outputs };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
