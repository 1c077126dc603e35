/**
 * The embedded runtime serves the built web app as CloudFront does: compressed, with long caching
 * for hashed files and revalidation for index.html. The server function the platform mounts
 * (packages/local/src/static-files.ts) runs here over real HTTP on a built-app folder of its own,
 * so the test does not depend on `npm run build:web` having run before it.
 */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../../packages/local/src/static-files.js';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<!-- app -->'.repeat(200)}</body></html>`;

let dir: string;
let server: Server;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(path: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
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

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'tiny-Zz99.js'), 'export {};\n');
  writeFileSync(join(dir, 'assets', 'logo-Ef56.png'), Buffer.alloc(4000, 7));
  server = createServer((req, res) => {
    serveStatic(req, res, new URL(req.url ?? '/', 'http://localhost'), dir).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
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
