/**
 * The built web app as CloudFront serves it: compressed when the browser accepts it (brotli, else
 * gzip, with `Vary: Accept-Encoding`), hashed files under /assets/ cached for a year as immutable,
 * everything else (index.html, the SPA fallback) revalidated on every load, so a new release is
 * picked up at once while its hashed files are never fetched twice.
 *
 * The web build writes each text file's brotli and gzip forms beside it (`app.js.br`, `app.js.gz`,
 * packages/web/vite.config.ts): those are answered as they are, so the first visitor after a start
 * waits no longer than the second. A file with none (a build without them, a file added by hand)
 * is compressed the first time it is asked for, or before that by `warmCompression` at start, and
 * kept in memory, keyed by path, size and modification time (a rebuild of the web app replaces
 * them). Compression runs on libuv's thread pool, so a first request never blocks other requests;
 * concurrent first requests share one compression.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Types worth compressing (images and fonts are compressed formats already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);
/** Below this a compressed body saves less than the header costs (CloudFront's own floor is 1,000 bytes). */
const MIN_COMPRESS_BYTES = 1000;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
/** The file name the web build gives each encoding's form of a file. */
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
const gzipAsync = promisify(gzip);

interface Entry {
  key: string;
  raw: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** How many files this process compressed itself, by encoding (the build's own forms are not counted). */
export const compressedHere: Record<Encoding, number> = { br: 0, gzip: 0 };

const cache = new Map<string, Entry>();
const MAX_CACHED_FILES = 2000;

async function load(file: string, size: number, mtimeMs: number): Promise<Entry> {
  const key = `${size}:${mtimeMs}`;
  const hit = cache.get(file);
  if (hit?.key === key) return hit;
  const entry: Entry = { key, raw: await readFile(file), encoded: {} };
  // Each rebuild of the app names new files; a long-running dev server forgets the old ones.
  if (cache.size >= MAX_CACHED_FILES) cache.clear();
  cache.set(file, entry);
  return entry;
}

function compress(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  compressedHere[encoding] += 1;
  return encoding === 'br'
    ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzipAsync(raw, { level: 9 });
}

/**
 * The build's compressed form of the file, when it has one written no earlier than the file itself
 * (an older one belongs to another build of the same name and is never answered).
 */
async function hasPrebuilt(file: string, mtimeMs: number, encoding: Encoding): Promise<boolean> {
  const info = await stat(file + SUFFIX[encoding]).catch(() => undefined);
  return Boolean(info?.isFile() && info.mtimeMs >= mtimeMs);
}

async function prebuilt(file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer | undefined> {
  return (await hasPrebuilt(file, mtimeMs, encoding)) ? readFile(file + SUFFIX[encoding]).catch(() => undefined) : undefined;
}

function encode(file: string, entry: Entry, mtimeMs: number, encoding: Encoding): Promise<Buffer> {
  entry.encoded[encoding] ??= prebuilt(file, mtimeMs, encoding).then((built) => built ?? compress(entry.raw, encoding));
  return entry.encoded[encoding];
}

const isCompressible = (file: string, size: number) => COMPRESSIBLE.has(extname(file)) && size >= MIN_COMPRESS_BYTES;

/** The encoding to answer with: brotli when accepted, else gzip, else none (`q=0` refuses one). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

/** A file of the built app, or index.html for any path that names none (the SPA fallback). */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL, rootDir: string): Promise<void> {
  const root = resolve(rootDir);
  const index = join(root, 'index.html');
  const requested = normalize(join(root, decodeURIComponent(url.pathname)));
  const info = requested.startsWith(root) ? await stat(requested).catch(() => undefined) : undefined;
  const isFile = Boolean(info?.isFile());
  const file = isFile ? requested : index;
  const fileInfo = isFile ? info! : await stat(index).catch(() => undefined);
  if (!fileInfo) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    res.end('The web app is not built yet: run `npm run build` (npm start does it for you).');
    return;
  }
  // Vite names every file under /assets/ by its content hash: a changed file is a new URL.
  const immutable = isFile && url.pathname.startsWith('/assets/');
  const ext = extname(file);
  const compressible = COMPRESSIBLE.has(ext);
  const entry = await load(file, fileInfo.size, fileInfo.mtimeMs);
  const encoding = isCompressible(file, entry.raw.length) ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
  const body = encoding ? await encode(file, entry, fileInfo.mtimeMs, encoding) : entry.raw;
  res.writeHead(200, {
    'content-type': MIME[ext] ?? 'application/octet-stream',
    'cache-control': immutable ? IMMUTABLE : REVALIDATE,
    'content-length': body.length,
    'x-content-type-options': 'nosniff',
    // Caches must key on the encoding asked for, whether or not this answer was compressed.
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Prepares, one file after another, the brotli form of every file the build left without one (a
 * dev build, a file added by hand), so that a first visit finds it ready. Files that have theirs
 * cost a stat each. `stop` ends the walk after the file in hand (the platform stops it with itself).
 */
export function warmCompression(rootDir: string): { done: Promise<void>; stop(): void } {
  let stopped = false;
  const done = (async () => {
    for (const file of await filesUnder(resolve(rootDir))) {
      if (stopped) return;
      const info = await stat(file).catch(() => undefined);
      if (!info || !isCompressible(file, info.size) || (await hasPrebuilt(file, info.mtimeMs, 'br'))) continue;
      const entry = await load(file, info.size, info.mtimeMs);
      await encode(file, entry, info.mtimeMs, 'br');
    }
  })().catch(() => undefined);
  return { done, stop: () => void (stopped = true) };
}
