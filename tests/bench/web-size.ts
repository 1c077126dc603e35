/** Initial JS of the login page, gzipped: the scripts index.html loads before anything else. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'packages/web/dist';

export function benchWebSize() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1] as string);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1] as string);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+\.js)"[^>]+rel="modulepreload"/g)) files.add(m[1] as string);
  let raw = 0;
  let gz = 0;
  const perFile: { file: string; gzipKb: number }[] = [];
  for (const f of files) {
    const buf = readFileSync(join(DIST, f.replace(/^\//, '')));
    const g = gzipSync(buf, { level: 9 }).length;
    raw += buf.length;
    gz += g;
    perFile.push({ file: f, gzipKb: +(g / 1024).toFixed(1) });
  }
  return { loginInitialJsKb: +(raw / 1024).toFixed(1), loginInitialJsGzipKb: +(gz / 1024).toFixed(1), files: perFile };
}
