/**
 * The web app's first-load budget: what a first visit to the sign-in page downloads, and that each
 * page's heavy code (charts, card entry, the Arabic dictionary) loads with that page only. It checks
 * packages/web/dist when that build is of the code as it is now (its build record says what it read
 * and wrote, and which source modules went into which output file): `npm test` builds the app once,
 * before these tests, for the browser tests too. Otherwise (run alone, after an edit) it builds the
 * app into a folder of its own, leaving packages/web/dist alone (docs/decisions.md, "Runtime and tooling").
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuildRecord, staleness } from '../../packages/web/build/build-record.js';
import { pageCss, pageFiles, pageLoad, readManifest, type Manifest } from './web-bundle.js';

/**
 * Budgets (docs/decisions.md, "Performance budgets"): the first visit's JS in brotli, as it is
 * served, and its CSS gzipped. They hold what the app loads today with a little to spare, so a page
 * that starts pulling in another page's code fails here.
 */
const LOGIN_JS_BROTLI_BUDGET_KB = 140;
const LOGIN_CSS_BUDGET_KB = 12;
/** The dashboard's first visit (entry, frame, module layout, page) in brotli, charts and tour not in it. */
const DASHBOARD_JS_BROTLI_BUDGET_KB = 230;
/**
 * ...in this many JS files at most: the signed-in frame's code and the dashboard's are hand-picked
 * into a file each (packages/web/build/signed-in-chunks.ts), Mantine's components among them
 * (build/barrel-imports.ts); it was ~70 small ones.
 */
const DASHBOARD_JS_FILES_BUDGET = 12;

/** Code that belongs to particular pages, never to the sign-in page or the entry. */
const NOT_ON_SIGN_IN: [string, RegExp][] = [
  ['Recharts (the dashboard charts)', /[\\/]node_modules[\\/](recharts|victory-vendor|d3-[a-z]+)[\\/]/],
  ['date pickers', /[\\/]node_modules[\\/](@mantine[\\/]dates|dayjs|react-day-picker)[\\/]/],
  ['Stripe.js (card entry)', /[\\/]node_modules[\\/]@stripe[\\/]/],
  ['TanStack Table (list pages)', /[\\/]node_modules[\\/]@tanstack[\\/](react-table|table-core)[\\/]/],
  ['TanStack Query (loaded after the first paint)', /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core|react-query-devtools)[\\/]/],
  ['the guards\' rules for a stored session', /[\\/]app[\\/]session-guards\.ts$/],
  ['the phone-number library', /[\\/]node_modules[\\/]libphonenumber-js[\\/]/],
  ['the Arabic dictionary', /[\\/]lib[\\/]i18n[\\/]dictionaries[\\/]ar\.ts$/],
  ['the signed-in shell', /[\\/]features[\\/]shell[\\/]routes[\\/]ShellLayout\.tsx$/],
  // The sign-in path's contracts are zod/mini and its forms use-schema-form (docs/decisions.md, Performance budgets).
  ['zod classic (a classic contract on the sign-in path)', /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/],
  ['react-hook-form', /[\\/]node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/],
];

const WEB = join(import.meta.dirname, '..', '..', 'packages', 'web');
const DIST = join(WEB, 'dist');
let out: string;
let manifest: Manifest;
/** Output file (as the manifest names it) → the source modules in it. */
let modulesOf: Map<string, string[]>;
/** A folder this file built into, removed after. */
let own: string | undefined;

beforeAll(async () => {
  const stale = staleness(DIST, WEB);
  if (stale.length === 0) out = DIST;
  else {
    console.log(`packages/web/dist is not a build of this code (${stale.slice(0, 3).join('; ')}${stale.length > 3 ? `; ${stale.length - 3} more` : ''}): building it here`);
    out = own = mkdtempSync(join(tmpdir(), 'web-bundle-'));
    // vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root: WEB, mode: 'production', logLevel: 'silent', build: { outDir: out, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    expect(staleness(out, WEB)).toEqual([]);
  }
  manifest = readManifest(out);
  modulesOf = new Map(Object.entries(readBuildRecord(out)!.modules));
}, 300_000);

afterAll(() => {
  if (own) rmSync(own, { recursive: true, force: true });
});

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

describe('the sign-in page loads little', () => {
  it(`its first visit downloads at most ${LOGIN_JS_BROTLI_BUDGET_KB} KB of JS in brotli and ${LOGIN_CSS_BUDGET_KB} KB of CSS gzipped`, () => {
    const load = pageLoad(out, 'login', manifest);
    const largest = [...load.scripts].sort((a, b) => b.brotliBytes - a.brotliBytes).slice(0, 5);
    const detail = `login JS ${kb(load.brotliBytes)} KB brotli in ${load.scripts.length} files; largest: ${largest.map((s) => `${s.file} ${kb(s.brotliBytes)} KB`).join(', ')}`;
    expect(kb(load.brotliBytes), detail).toBeLessThanOrEqual(LOGIN_JS_BROTLI_BUDGET_KB);
    expect(kb(load.cssGzipBytes)).toBeLessThanOrEqual(LOGIN_CSS_BUDGET_KB);
  });

  it.each(NOT_ON_SIGN_IN)('does not load %s', (_what, pattern) => {
    const files = pageFiles(out, 'login', manifest);
    const found = files.flatMap((f) => (modulesOf.get(f) ?? []).filter((m) => pattern.test(m)).map((m) => `${f}: ${m}`));
    expect(found).toEqual([]);
  });

  it('knows what is in every file it measured (the module record matches the manifest)', () => {
    for (const f of pageFiles(out, 'login', manifest)) expect(modulesOf.has(f), f).toBe(true);
  });
});

describe('the sign-in page’s requests start from index.html', () => {
  const html = () => readFileSync(join(out, 'index.html'), 'utf8');

  it('index.html names every JS file of the sign-in page (the entry script, the rest modulepreloads), so none waits for the router', () => {
    const named = new Set([...html().matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
    const missing = pageFiles(out, 'login', manifest).filter((file) => !named.has(file));
    expect(missing).toEqual([]);
  });

  it('index.html asks for the host’s brand before the app’s scripts', () => {
    const page = html();
    const early = page.indexOf("fetch('/api/domain-info?domainorsub='");
    expect(early).toBeGreaterThan(-1);
    expect(early).toBeLessThan(page.indexOf('<script type="module"'));
  });
});

describe('a page’s code loads with that page', () => {
  /**
   * What the dashboard's first visit loads, and what its own code (frame, layout and page, not the
   * entry's route table, which names every page) fetches after it: dynamic imports, transitively.
   */
  const later = (page: 'dashboard') => {
    const first = new Set(pageFiles(out, page, manifest));
    const entry = new Set(pageFiles(out, 'login', manifest));
    const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]));
    const seen = new Set<string>();
    const visit = (file: string) => {
      const chunk = byFile.get(file);
      for (const key of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
        const next = manifest[key]?.file;
        if (next && !seen.has(next) && !first.has(next)) {
          seen.add(next);
          visit(next);
        }
      }
    };
    [...first].filter((f) => !entry.has(f)).forEach(visit);
    return { first: [...first], later: [...seen] };
  };
  const holds = (files: string[], pattern: RegExp) => files.some((f) => (modulesOf.get(f) ?? []).some((m) => pattern.test(m)));

  it(`the dashboard's first visit downloads at most ${DASHBOARD_JS_BROTLI_BUDGET_KB} KB of JS in brotli, in at most ${DASHBOARD_JS_FILES_BUDGET} files`, () => {
    const load = pageLoad(out, 'dashboard', manifest);
    expect(kb(load.brotliBytes)).toBeLessThanOrEqual(DASHBOARD_JS_BROTLI_BUDGET_KB);
    expect(load.scripts.map((s) => s.file).length, load.scripts.map((s) => s.file).join(', ')).toBeLessThanOrEqual(DASHBOARD_JS_FILES_BUDGET);
  });

  it('with a stored session, index.html asks for every file of the dashboard beyond the entry’s, and for none without one', () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const entry = new Set(pageFiles(out, 'login', manifest));
    const beyond = pageFiles(out, 'dashboard', manifest).filter((f) => !entry.has(f));
    const css = pageCss(out, 'dashboard', manifest).filter((f) => !pageCss(out, 'login', manifest).includes(f));
    const preloads = html.slice(html.indexOf('if (!window.__session) return;'));
    expect(preloads.length).toBeLessThan(html.length);
    expect([...beyond, ...css].filter((f) => !preloads.includes(`"/${f}"`))).toEqual([]);
  });

  it.each([
    ['Recharts (the chart, drawn after the figures)', /[\\/]node_modules[\\/]recharts[\\/]/],
    ['the tour (driver.js)', /[\\/]node_modules[\\/]driver\.js[\\/]/],
    ['the help dialog’s HTML sanitizer (DOMPurify)', /[\\/]node_modules[\\/]dompurify[\\/]/],
    ['TanStack Table (list pages)', /[\\/]node_modules[\\/]@tanstack[\\/](react-table|table-core)[\\/]/],
  ])('the dashboard’s first paint does not wait for %s', (_what, pattern) => {
    const { first } = later('dashboard');
    expect(holds(first, pattern)).toBe(false);
  });

  it('the dashboard fetches its chart once it shows, and the sign-in page never', () => {
    const recharts = /[\\/]node_modules[\\/]recharts[\\/]/;
    const dashboard = later('dashboard');
    expect(holds(dashboard.later, recharts)).toBe(true);
    expect(holds(pageFiles(out, 'login', manifest), recharts)).toBe(false);
  });

  it('the dashboard brings every component style with it; the sign-in page only the first-paint set', () => {
    // Mantine's Modal is not on the sign-in page: its rules come with the full set.
    const modalRule = /\.m_[0-9a-f]+/.exec(readFileSync(join(WEB, 'node_modules/@mantine/core/styles/Modal.layer.css'), 'utf8'))![0];
    const css = (page: 'login' | 'dashboard') => pageCss(out, page, manifest).map((f) => readFileSync(join(out, f), 'utf8')).join('\n');
    expect(css('dashboard')).toContain(modalRule);
    expect(css('login')).not.toContain(modalRule);
  });
});

describe('the public API documentation page works offline', () => {
  it('the build ships Scalar’s standalone script at developer-docs/scalar.js, which GET /api/v1/docs loads', () => {
    expect(statSync(join(out, 'developer-docs', 'scalar.js')).size).toBeGreaterThan(1_000_000);
  });
});
