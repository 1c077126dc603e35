/**
 * The embedded runtime serves the built web app as CloudFront does: compressed, with long caching
 * for hashed files and revalidation for index.html. The server function the platform mounts
 * (packages/local/src/static-files.ts) runs here over real HTTP on a built-app folder of its own,
 * so the test does not depend on `npm run build:web` having run before it. The build's own
 * compressed files (`.br`, `.gz` beside each file) are made here with other settings than the
 * server's, so an answer made of exactly their bytes can only have come from them.
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, utimesSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedHere, serveStatic, warmCompression } from '../../../packages/local/src/static-files.js';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<!-- app -->'.repeat(200)}</body></html>`;

let dir: string;
let server: Server;
let warmDir: string;
let warmServer: Server;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(path: string, acceptEncoding?: string, method = 'GET', from = server): Promise<Answer> {
  const { port } = from.address() as AddressInfo;
  return new Promise((ok, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** A file's brotli and gzip forms as a build might have written them (fast settings, unlike the server's). */
const quickBrotli = (text: string) => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
const quickGzip = (text: string) => gzipSync(Buffer.from(text), { level: 1 });
const BUILT = `export const built = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `built ${i}`))};\n`;
const STALE = `export const stale = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `stale ${i}`))};\n`;
const UNBUILT = `export const unbuilt = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `unbuilt ${i}`))};\n`;

function serveFrom(root: string): Promise<Server> {
  const s = createServer((req, res) => {
    serveStatic(req, res, new URL(req.url ?? '/', 'http://localhost'), root).catch(() => res.writeHead(500).end());
  });
  return new Promise((ok) => s.listen(0, '127.0.0.1', () => ok(s)));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'tiny-Zz99.js'), 'export {};\n');
  writeFileSync(join(dir, 'assets', 'logo-Ef56.png'), Buffer.alloc(4000, 7));
  writeFileSync(join(dir, 'assets', 'built-Gh78.js'), BUILT);
  writeFileSync(join(dir, 'assets', 'built-Gh78.js.br'), quickBrotli(BUILT));
  writeFileSync(join(dir, 'assets', 'built-Gh78.js.gz'), quickGzip(BUILT));
  writeFileSync(join(dir, 'docs.js'), STALE);
  writeFileSync(join(dir, 'docs.js.br'), quickBrotli('an earlier build of docs.js'));
  // Written before the file it stands beside: another build's.
  const earlier = new Date(Date.now() - 60_000);
  utimesSync(join(dir, 'docs.js.br'), earlier, earlier);
  server = await serveFrom(dir);

  warmDir = mkdtempSync(join(tmpdir(), 'static-files-warm-'));
  mkdirSync(join(warmDir, 'assets'));
  writeFileSync(join(warmDir, 'assets', 'built-Ij90.js'), BUILT);
  writeFileSync(join(warmDir, 'assets', 'built-Ij90.js.br'), quickBrotli(BUILT));
  writeFileSync(join(warmDir, 'assets', 'unbuilt-Kl12.js'), UNBUILT);
  writeFileSync(join(warmDir, 'assets', 'logo-Mn34.png'), Buffer.alloc(4000, 7));
  writeFileSync(join(warmDir, 'index.html'), INDEX);
  warmServer = await serveFrom(warmDir);
});

afterAll(() => {
  server.close();
  warmServer.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(warmDir, { recursive: true, force: true });
});

describe('hashed assets are served compressed and cached for a year', () => {
  it('answers brotli to a browser that accepts it, with Vary and an immutable year of caching', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 2);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('answers gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const res = await get('/assets/index-Ab12Cd34.js', accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
    }
  });

  it('answers the file as it is to a client that accepts no compression, still with Vary', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await get('/assets/index-Ab12Cd34.js', accept);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.body.toString()).toBe(SCRIPT);
    }
  });

  it('a repeated request gets the same compressed bytes (compressed once, kept)', async () => {
    const first = await get('/assets/index-Ab12Cd34.js', 'br');
    const again = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(again.body.equals(first.body)).toBe(true);
  });

  it('does not compress images or files too small to gain from it', async () => {
    const png = await get('/assets/logo-Ef56.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const tiny = await get('/assets/tiny-Zz99.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });
});

describe('index.html is revalidated on every load', () => {
  it('answers compressed with no-cache, directly and as the fallback of an app route', async () => {
    for (const path of ['/', '/index.html', '/configuration/general-setting']) {
      const res = await get(path, 'br');
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers.vary, path).toBe('Accept-Encoding');
      expect(brotliDecompressSync(res.body).toString(), path).toBe(INDEX);
    }
  });

  it('an unknown asset is the app shell, never cached as immutable', async () => {
    const res = await get('/assets/gone-Old00.js', 'gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('HEAD answers the headers of GET without a body', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'br', 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });
});

describe('files the build compressed are answered from its own compressed files', () => {
  it('a first request for brotli gets the build\'s .br bytes, with the headers of any compressed answer, and nothing is compressed', async () => {
    const before = { ...compressedHere };
    const res = await get('/assets/built-Gh78.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.body.equals(quickBrotli(BUILT))).toBe(true);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(BUILT);
    expect(compressedHere).toEqual(before);
  });

  it('a browser without brotli gets the build\'s .gz bytes, and one that accepts neither the file as it is', async () => {
    const before = { ...compressedHere };
    const gz = await get('/assets/built-Gh78.js', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(quickGzip(BUILT))).toBe(true);
    const plain = await get('/assets/built-Gh78.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(BUILT);
    expect(compressedHere).toEqual(before);
  });

  it('a compressed file older than the file beside it (another build\'s) is never answered: the file is compressed here', async () => {
    const before = compressedHere.br;
    const res = await get('/docs.js', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(STALE);
    expect(compressedHere.br).toBe(before + 1);
  });
});

describe('files the build left uncompressed are compressed at start, before anyone asks', () => {
  it('the start compresses only the files without their own brotli, and their first request compresses nothing more', async () => {
    const before = compressedHere.br;
    const warm = warmCompression(warmDir);
    await warm.done;
    // unbuilt-Kl12.js and index.html: built-Ij90.js has its .br, the image is not compressed.
    expect(compressedHere.br).toBe(before + 2);
    const res = await get('/assets/unbuilt-Kl12.js', 'br', 'GET', warmServer);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(UNBUILT);
    const built = await get('/assets/built-Ij90.js', 'br', 'GET', warmServer);
    expect(built.body.equals(quickBrotli(BUILT))).toBe(true);
    expect(compressedHere.br).toBe(before + 2);
  });

  it('a stopped start compresses nothing more', async () => {
    writeFileSync(join(warmDir, 'assets', 'late-Op56.js'), UNBUILT.replace('unbuilt', 'late'));
    const before = compressedHere.br;
    const warm = warmCompression(warmDir);
    warm.stop();
    await warm.done;
    expect(compressedHere.br).toBe(before);
  });
});
