/**
 * The web app's first load, measured in Debian's Chromium: the initial JS (gzipped) of the login
 * page and of the dashboard, and Lighthouse's performance and accessibility scores for both.
 *
 * Initial JS is every script the browser fetched while the page loaded (the network log of the
 * Lighthouse run), each gzipped at level 9 from packages/web/dist, as a CDN would serve it. The
 * dashboard is Acme's agency owner's landing page, signed in by putting tokens into localStorage.
 * Lighthouse uses its default mobile profile (simulated slow 4G and a 4x slower CPU), so the
 * performance score varies with the machine's load: it is a figure, not a pass mark, and a run
 * that fails is reported as such instead of failing the bench; each figure is the median of 3 runs.
 *
 * The embedded runtime serves the app as CloudFront does (brotli, hashed files cached for a year:
 * packages/local/src/static-files.ts); every asset is asked for once before measuring, so the
 * figures are those of a warm edge cache, not of the first compression of each file.
 */
import { readFileSync } from 'node:fs';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startPlatform } from '@platform/local';

const DIST = 'packages/web/dist';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const HOST = 'acme.localhost';
/** Lighthouse runs per page; the median is reported, as single runs swing with the machine's load. */
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);

export interface PageFigures {
  page: string;
  url: string;
  initialJsGzipKb: number | null;
  initialJsFiles: number | null;
  performance: number | null;
  accessibility: number | null;
  /** Lighthouse's simulated timings, in ms: first and largest contentful paint, total blocking time. */
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  error?: string;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

function gzippedKb(urls: string[]): number {
  let bytes = 0;
  for (const url of urls) {
    const file = join(DIST, new URL(url).pathname.replace(/^\//, ''));
    bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return +(bytes / 1024).toFixed(1);
}

type Tokens = { access_token: string; refresh_token: string };

/** The run with the median performance score of RUNS runs (failed runs count only if all fail). */
async function measureMedian(browser: Browser, name: string, url: string, tokens?: Tokens): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, name, url, tokens));
  const ok = runs.filter((r) => r.performance !== null).sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return ok[Math.floor((ok.length - 1) / 2)] ?? (runs[0] as PageFigures);
}

async function measure(browser: Browser, name: string, url: string, tokens?: Tokens): Promise<PageFigures> {
  const page = await browser.newPage();
  try {
    if (tokens) {
      // A signed-in browser: the session the app keeps in localStorage, set on this origin first.
      await page.goto(`${new URL(url).origin}/login`, { waitUntil: 'networkidle0' });
      await page.evaluate((t) => {
        localStorage.setItem('access_token', t.access_token);
        localStorage.setItem('refresh_token', t.refresh_token);
      }, tokens);
      // Storage stays (the session), but the HTTP cache goes, so both pages load cold.
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const result = await lighthouse(
      url,
      { onlyCategories: ['performance', 'accessibility'], disableStorageReset: Boolean(tokens), logLevel: 'error', maxWaitForLoad: 60_000 },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
      (r) => r.resourceType === 'Script' && new URL(r.url).host === new URL(url).host,
    );
    const scripts = [...new Set(requests.map((r) => r.url))];
    const score = (id: string) => {
      const s = lhr.categories[id]?.score;
      return typeof s === 'number' ? Math.round(s * 100) : null;
    };
    if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`ended on ${lhr.finalDisplayedUrl}, not the page asked for`);
    }
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    return {
      page: name,
      url,
      initialJsGzipKb: gzippedKb(scripts),
      initialJsFiles: scripts.length,
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
    };
  } catch (error) {
    return { page: name, url, initialJsGzipKb: null, initialJsFiles: null, performance: null, accessibility: null, error: String(error) };
  } finally {
    await page.close().catch(() => undefined);
  }
}

export interface WebFigures {
  served: 'brotli';
  pages: PageFigures[];
}

/** Asks for every built asset once with brotli accepted, as an edge cache would have. */
async function warmCompression(origin: string): Promise<void> {
  for (const file of readdirSync(join(DIST, 'assets'))) await (await fetch(`${origin}/assets/${file}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
}

export async function benchWebLighthouse(): Promise<WebFigures[]> {
  const platform = await startPlatform({ quiet: true, seed: true });
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const login = await fetch(`http://127.0.0.1:${platform.port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'agency@demo.test', password: 'Demo!2345', domainName: HOST }),
    });
    const tokens = (await login.json()) as { access_token: string; refresh_token: string };
    const origin = `http://${HOST}:${platform.port}`;
    await warmCompression(`http://127.0.0.1:${platform.port}`);
    const figures: WebFigures[] = [
      {
        served: 'brotli',
        pages: [await measureMedian(browser, 'login', `${origin}/login`), await measureMedian(browser, 'dashboard', `${origin}/siteid/dashboard`, tokens)],
      },
    ];
    return figures;
  } finally {
    await browser.close().catch(() => undefined);
    await platform.stop();
  }
}

export function printWebLighthouse(runs: WebFigures[]): void {
  for (const run of runs) {
    console.log(`  served ${run.served} by the embedded runtime (as CloudFront does):`);
    printPages(run.pages);
  }
}

function printPages(figures: PageFigures[]): void {
  for (const f of figures) {
    if (f.error) {
      console.log(`    ${f.page.padEnd(10)} not measured: ${f.error.split('\n')[0]}`);
      continue;
    }
    console.log(
      `    ${f.page.padEnd(10)} initial JS ${String(f.initialJsGzipKb).padStart(6)} KB gzipped in ${f.initialJsFiles} files   ` +
        `Lighthouse performance ${f.performance ?? 'n/a'}  accessibility ${f.accessibility ?? 'n/a'}  ` +
        `(FCP ${f.fcpMs} ms, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms)`,
    );
  }
}

// Run alone: `npx tsx tests/bench/web-lighthouse.ts` (after `npm run build:web`).
if (import.meta.url === `file://${process.argv[1]}`) {
  printWebLighthouse(await benchWebLighthouse());
  process.exit(0);
}
