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
import ts from 'typescript';

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

const WITHOUT_SERVICE = fileURLToPath(new URL('./electrodb-without-service.cjs', import.meta.url));

/**
 * ElectroDB's index loads `Service` (collections across entities, ~19 KB minified) for every
 * importer; handlers use only entities and transactions, so Lambda bundles take an index with the
 * same exports but that one (tests/infra/bundle.test.ts holds it to the real index's other exports;
 * nothing in the workspace uses `Service`).
 */
const electrodbWithoutService = hookPlugin('electrodb-without-service', 'onResolve', /^electrodb$/, (args) => {
  if (args.path === 'electrodb' && WORKSPACE_SOURCE.test(args.importer ?? '')) return { path: WITHOUT_SERVICE };
  return undefined;
});

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

const IMPORTS_ZOD = /from\s*(['"])zod(\/mini)?\1/;
const PURE = '/* @__PURE__ */ ';
const pureSources = new Map();

/**
 * The edits that mark the work done while top-level `const`s are initialised as free of side
 * effects: each call gets the annotation, and a literal with a spread (`{ ...fields }`, which esbuild
 * must assume may run a getter) is read through an annotated arrow. Code inside functions runs
 * later and is left alone. Edits come last-first, so each applies to the original offsets.
 */
function initialiserEdits(sourceFile) {
  const edits = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isCallExpression(node)) edits.push({ at: node.getStart(sourceFile), text: PURE, order: 0 });
    const spreads = (ts.isObjectLiteralExpression(node) && node.properties.some(ts.isSpreadAssignment)) || (ts.isArrayLiteralExpression(node) && node.elements.some(ts.isSpreadElement));
    if (spreads) {
      edits.push({ at: node.getStart(sourceFile), text: `${PURE}(() => (`, order: 1 });
      edits.push({ at: node.getEnd(), text: '))()', order: 0 });
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) if (declaration.initializer) visit(declaration.initializer);
  }
  // At one offset the outer edit (an annotated call) must end up first: apply it last.
  const unique = new Map(edits.map((e) => [`${e.at}:${e.text}`, e]));
  return [...unique.values()].sort((a, b) => b.at - a.at || b.order - a.order);
}

/**
 * In a module that imports zod, the work of initialising top-level `const`s (`z.object({ id:
 * z.string() })`, `datesInOrder(…)`, `{ ...generalFields }`) is marked free of side effects, so
 * esbuild drops the schemas a handler never reaches. Unmarked, esbuild keeps every top-level call of
 * a module once anything of it is used (a call may have side effects), and a marked call keeps
 * whatever unmarked work its arguments do: the campaign pause handler built all 414 schemas of the
 * campaign contract for the one it parses (docs/performance.md, Handler init). Building a schema has
 * no effect outside it; one given an id with `.meta()` sits in zod's registry only while something
 * imports it, and the OpenAPI document names its own.
 */
export function pureTopLevelCalls(source, fileName = 'module.ts') {
  if (!IMPORTS_ZOD.test(source)) return source;
  const known = pureSources.get(fileName);
  if (known?.source === source) return known.out;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  let out = source;
  for (const { at, text } of initialiserEdits(sourceFile)) {
    if (text === PURE && source.slice(Math.max(0, at - PURE.length), at).includes('@__PURE__')) continue;
    out = out.slice(0, at) + text + out.slice(at);
  }
  pureSources.set(fileName, { source, out });
  return out;
}

/**
 * The rest of zod's weight: `import { z } from 'zod'` makes esbuild build the whole `z` namespace
 * object, so nothing of zod classic is shaken off (about 200 KB minified instead of about 100 KB).
 * `import * as z from 'zod'` means the same to TypeScript and lets esbuild keep only what is used,
 * so workspace sources are read as if written that way (the same idea as Next.js's
 * optimizePackageImports). Once the sources import zod as a namespace this does nothing. The same
 * reading marks top-level schemas pure (`pureTopLevelCalls`): esbuild takes one file's contents
 * from the first plugin that gives them, so both rewrites live in one hook.
 */
const zodNamespace = hookPlugin('zod-namespace', 'onLoad', WORKSPACE_SOURCE, async (args) => {
  if ((args.namespace && args.namespace !== 'file') || !WORKSPACE_SOURCE.test(args.path) || /[\\/]node_modules[\\/]/.test(args.path)) return undefined;
  const source = await readFile(args.path, 'utf8');
  const rewritten = pureTopLevelCalls(zodNamespaceImports(source), args.path);
  if (rewritten === source) return undefined;
  return { contents: rewritten, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
});

const all = [zodEnglishOnly, zodNamespace, electrodbModelsTrusted, electrodbWithoutService];
export default all.map((p) => p.forSst);
export const jsApiPlugins = all.map((p) => p.forJsApi);
