/**
 * Initial JS of the sign-in page and of the dashboard, brotli and gzipped: what a first visit downloads before
 * the page can show (the entry with its static imports, plus the page's own lazy chunk and layouts),
 * read from the build manifest of packages/web/dist (tests/infra/web-bundle.ts says how).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pageLoad, readManifest } from '../infra/web-bundle.js';

const DIST = 'packages/web/dist';

export function benchWebSize() {
  const manifest = readManifest(DIST);
  const login = pageLoad(DIST, 'login', manifest);
  const dashboard = pageLoad(DIST, 'dashboard', manifest);
  const raw = login.scripts.reduce((n, s) => n + statSync(join(DIST, s.file)).size, 0);
  // The entry alone (index.html's script and modulepreloads), the figure this bench printed before.
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const entryFiles = new Set([...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string));
  const entryGz = login.scripts.filter((s) => entryFiles.has(s.file)).reduce((n, s) => n + s.gzipBytes, 0);
  const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
  return {
    loginInitialJsKb: kb(raw),
    loginInitialJsBrotliKb: kb(login.brotliBytes),
    loginInitialJsGzipKb: kb(login.gzipBytes),
    loginCssGzipKb: kb(login.cssGzipBytes),
    entryJsGzipKb: kb(entryGz),
    dashboardInitialJsBrotliKb: kb(dashboard.brotliBytes),
    dashboardInitialJsGzipKb: kb(dashboard.gzipBytes),
    dashboardCssGzipKb: kb(dashboard.cssGzipBytes),
    files: login.scripts.map((s) => ({ file: s.file, gzipKb: kb(s.gzipBytes) })),
  };
}

export function printWebSize(w: ReturnType<typeof benchWebSize>): void {
  console.log(`  sign-in page  JS ${w.loginInitialJsBrotliKb} KB brotli, ${w.loginInitialJsGzipKb} KB gzipped (${w.loginInitialJsKb} KB raw) in ${w.files.length} files, CSS ${w.loginCssGzipKb} KB gzipped`);
  console.log(`                of which the entry (index.html's scripts) ${w.entryJsGzipKb} KB`);
  console.log(`  dashboard     JS ${w.dashboardInitialJsBrotliKb} KB brotli, ${w.dashboardInitialJsGzipKb} KB gzipped, CSS ${w.dashboardCssGzipKb} KB gzipped`);
}

// Run alone: `npx tsx tests/bench/web-size.ts` (after `npm run build:web`).
if (import.meta.url === `file://${process.argv[1]}`) printWebSize(benchWebSize());
