/**
 * Bundles one handler the way SST does for Lambda (options and plugins from stacks/bundling.ts)
 * and says what a cold start loads: the entry file and every chunk it imports statically (chunks
 * reached only through `await import()` load later, when that code runs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
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
  /** Each output file's path and content hash. */
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

/**
 * `outdir`: where the files are written (nothing is written without it). `plugins: 'sst'` builds
 * with the plugins exactly as SST is given them; the default, their narrow-filter twins (the same
 * files, checked by the bundle test), is quicker.
 */
export async function bundleHandler(handler: string, opts: { outdir?: string; plugins?: 'sst' | 'jsApi' } = {}): Promise<HandlerBundle> {
  const { outdir } = opts;
  const dir = outdir ?? join(ROOT, '.sst', 'bundle-check', handler);
  const result = await build({ ...esbuildOptions(handlerSource(handler), dir), write: false, plugins: opts.plugins === 'sst' ? sstPlugins : jsApiPlugins });
  const meta = result.metafile!;
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

  let entryFile = '';
  if (outdir) {
    for (const f of result.outputFiles!) {
      mkdirSync(dirname(f.path), { recursive: true });
      writeFileSync(f.path, f.contents);
    }
    const entryKey = init[0]!;
    entryFile = resolve(ROOT, entryKey);
  }
  const outputs = Object.fromEntries(result.outputFiles!.map((f) => [f.path, f.hash]));
  return { handler, initBytes, totalBytes, entryFile, externals: [...externals].sort(), initExternals: [...initExternals].sort(), top, initPackages, outputs };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
