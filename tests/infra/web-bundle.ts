/**
 * What the browser downloads to show a page of the web app, read from Vite's build manifest
 * (`build.manifest` in packages/web/vite.config.ts): the entry index.html loads with everything it
 * imports statically, plus the page's own lazy chunk and its static imports (react-router fetches
 * those when the route matches). Sizes are gzip level 9 and brotli quality 11, as the build writes
 * them and the embedded runtime serves them (CloudFront serves brotli too).
 *
 * Used by the budget test (tests/infra/web-bundle.test.ts) and by `npm run bench` (web-size.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The lazy page modules of the route registry (packages/web/src/app/routes.tsx), by page; the
 * sign-in page is part of the entry itself (docs/decisions.md, Performance budgets).
 */
export const PAGE_SOURCES: Record<'login' | 'dashboard', string | null> = {
  login: null,
  dashboard: 'src/features/campaigns/routes/ModuleDashboardPage.tsx',
};
export type MeasuredPage = keyof typeof PAGE_SOURCES;

/** Layouts a page renders inside (they are lazy routes too, fetched with the page). */
const PAGE_LAYOUTS: Record<MeasuredPage, string[]> = {
  login: [],
  dashboard: ['src/features/shell/routes/ShellLayout.tsx', 'src/app/ModuleLayout.tsx'],
};

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys of a chunk and every chunk it imports statically. */
function closure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

export interface PageLoad {
  page: MeasuredPage;
  /** JS files in load order of discovery, with their gzipped and brotli sizes in bytes. */
  scripts: { file: string; gzipBytes: number; brotliBytes: number }[];
  gzipBytes: number;
  brotliBytes: number;
  cssFiles: string[];
  cssGzipBytes: number;
}

const gzipped = (dist: string, file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const brotlied = (dist: string, file: string) =>
  brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;

/** The manifest keys of what a first visit to the page loads before the page can show. */
const pageChunks = (page: MeasuredPage, manifest: Manifest) => {
  const source = PAGE_SOURCES[page];
  return closure(manifest, ['index.html', ...PAGE_LAYOUTS[page], ...(source ? [source] : [])]);
};

/** The JS (and CSS) a first visit to the page downloads before the page can show. */
export function pageLoad(dist: string, page: MeasuredPage, manifest = readManifest(dist)): PageLoad {
  const files = pageFiles(dist, page, manifest);
  const scripts = files.map((file) => ({ file, gzipBytes: gzipped(dist, file), brotliBytes: brotlied(dist, file) }));
  const css = pageCss(dist, page, manifest);
  return {
    page,
    scripts,
    gzipBytes: scripts.reduce((n, s) => n + s.gzipBytes, 0),
    brotliBytes: scripts.reduce((n, s) => n + s.brotliBytes, 0),
    cssFiles: css,
    cssGzipBytes: css.reduce((n, f) => n + gzipped(dist, f), 0),
  };
}

/**
 * The JS files a page's first visit loads (for checking what they contain), without compressing
 * them: brotli at quality 11 is most of the budget test's CPU.
 */
export function pageFiles(dist: string, page: MeasuredPage, manifest = readManifest(dist)): string[] {
  return pageChunks(page, manifest).map((k) => manifest[k]!.file);
}

/** The CSS files a page's first visit loads. */
export function pageCss(dist: string, page: MeasuredPage, manifest = readManifest(dist)): string[] {
  return [...new Set(pageChunks(page, manifest).flatMap((k) => manifest[k]!.css ?? []))];
}
