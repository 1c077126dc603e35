/**
 * esbuild plugins for the Lambda bundles. SST loads this file by path (`nodejs.plugins`) and runs it
 * through its Node bridge; tests/infra and tests/bench pass the same list to esbuild's JS API, so the
 * size check measures exactly what is deployed.
 *
 * SST's bridge tests each plugin's `filter` against a placeholder rather than the import path, so the
 * plugins SST gets (the default export) match everything and the real test happens inside the
 * callback. esbuild's JS API honours filters, so `jsApiPlugins` registers the same callbacks with
 * filters that pass only the paths a callback can act on: the same output in about 60% of the time
 * (every resolve and load of a match-all hook crosses from esbuild into JS).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const ANY = /.*/;

/** One hook as two plugins: for SST (filter matching everything) and for the JS API (`narrow`). */
function hookPlugin(name, hook, narrow, callback) {
  const withFilter = (filter) => ({ name, setup: (build) => build[hook]({ filter }, callback) });
  return { forSst: withFilter(ANY), forJsApi: withFilter(narrow) };
}

const ENGLISH_ONLY = fileURLToPath(new URL('./zod-locales-en.mjs', import.meta.url));
const ZOD_INTERNAL = /[\\/]node_modules[\\/]zod[\\/]v4[\\/](classic|core|mini)[\\/]/;

/**
 * zod 4 re-exports all ~40 locales as a namespace (`export * as locales`), which esbuild cannot
 * tree-shake once code does `import { z } from 'zod'`: about 260 KB of minified dead code in every
 * handler. Handlers answer in English (zod's default), so the barrel is replaced by English only.
 */
const zodEnglishOnly = hookPlugin('zod-english-only', 'onResolve', /^\.\.\/locales\/index\.js$/, (args) => {
  if (args.path === '../locales/index.js' && ZOD_INTERNAL.test(args.importer ?? '')) return { path: ENGLISH_ONLY };
  return undefined;
});

const TRUSTED_MODELS = fileURLToPath(new URL('./electrodb-models-trusted.cjs', import.meta.url));
const ELECTRODB_VALIDATIONS = /[\\/]node_modules[\\/]electrodb[\\/]src[\\/]validations\.js$/;

/**
 * ElectroDB validates every entity's model with `jsonschema` when the entity is constructed: about
 * 30 KB of minified code and a schema walk per entity at every cold start, for models that are
 * constants. Every local run and test (unbundled, real validator) already checks them, so Lambda
 * bundles get a validator that accepts; nothing else in ElectroDB uses jsonschema.
 */
const electrodbModelsTrusted = hookPlugin('electrodb-models-trusted', 'onResolve', /^jsonschema$/, (args) => {
  if (args.path === 'jsonschema' && ELECTRODB_VALIDATIONS.test(args.importer ?? '')) return { path: TRUSTED_MODELS };
  return undefined;
});

const WORKSPACE_SOURCE = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/].*\.tsx?$/;
const ZOD_NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])zod\2\s*;?/g;

/** `import { z, type ZodType } from 'zod'` → `import * as z from 'zod'; import { type ZodType } from 'zod';` */
export function zodNamespaceImports(source) {
  return source.replace(ZOD_NAMED_IMPORT, (whole, list, quote) => {
    const names = list.split(',').map((n) => n.trim()).filter(Boolean);
    if (!names.includes('z')) return whole;
    const rest = names.filter((n) => n !== 'z');
    return `import * as z from ${quote}zod${quote};${rest.length ? ` import { ${rest.join(', ')} } from ${quote}zod${quote};` : ''}`;
  });
}

/**
 * The rest of zod's weight: `import { z } from 'zod'` makes esbuild build the whole `z` namespace
 * object, so nothing of zod classic is shaken off (about 200 KB minified instead of about 100 KB).
 * `import * as z from 'zod'` means the same to TypeScript and lets esbuild keep only what is used,
 * so workspace sources are read as if written that way (the same idea as Next.js's
 * optimizePackageImports). Once the sources import zod as a namespace this does nothing.
 */
const zodNamespace = hookPlugin('zod-namespace', 'onLoad', WORKSPACE_SOURCE, async (args) => {
  if ((args.namespace && args.namespace !== 'file') || !WORKSPACE_SOURCE.test(args.path) || /[\\/]node_modules[\\/]/.test(args.path)) return undefined;
  const source = await readFile(args.path, 'utf8');
  const rewritten = zodNamespaceImports(source);
  if (rewritten === source) return undefined;
  return { contents: rewritten, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
});

const all = [zodEnglishOnly, zodNamespace, electrodbModelsTrusted];
export default all.map((p) => p.forSst);
export const jsApiPlugins = all.map((p) => p.forJsApi);
