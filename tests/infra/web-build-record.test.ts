/**
 * The web bundle test checks packages/web/dist instead of building the app again only when the
 * build's record says that build is of the files as they are now (docs/decisions.md, "Runtime and
 * tooling"). Here the record's plugin builds a small app, and each change a build must not outlive
 * makes it stale.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRecord, readBuildRecord, RECORD_FILE, staleness } from '../../packages/web/build/build-record.js';

let app: string;
let dist: string;

async function buildApp(nodeEnv = 'production') {
  const was = process.env.NODE_ENV;
  // vitest runs with NODE_ENV=test; `npm run build:web` with production.
  process.env.NODE_ENV = nodeEnv;
  try {
    await build({ root: app, configFile: false, logLevel: 'silent', plugins: [buildRecord()], build: { outDir: dist, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = was;
  }
}

/** Runs `check` while the file at `path` holds `content` (`null`: is absent), then puts it back as it was. */
function whileChanged(path: string, content: string | null, check: () => void) {
  let was: string | null = null;
  try {
    was = readFileSync(path, 'utf8');
  } catch {
    was = null;
  }
  if (content === null) rmSync(path);
  else writeFileSync(path, content);
  try {
    check();
  } finally {
    if (was === null) rmSync(path, { force: true });
    else writeFileSync(path, was);
  }
}

beforeAll(async () => {
  app = mkdtempSync(join(tmpdir(), 'web-build-record-'));
  dist = join(app, 'dist');
  writeFileSync(join(app, 'index.html'), '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>');
  writeFileSync(join(app, 'main.js'), "import { greeting } from './greeting.js';\ndocument.body.append(greeting);\n");
  writeFileSync(join(app, 'greeting.js'), "export const greeting = 'Hello';\n");
  await buildApp();
}, 60_000);

afterAll(() => rmSync(app, { recursive: true, force: true }));

describe('A build is checked only while it is of the code as it is now', () => {
  it('a build nothing has touched since is current, and its record says which modules each output file holds', () => {
    expect(staleness(dist, app)).toEqual([]);
    const modules = Object.values(readBuildRecord(dist)!.modules).flat();
    expect(modules).toEqual(expect.arrayContaining(['main.js', 'greeting.js']));
  });

  it('a module the build read, edited since, makes it stale', () => {
    whileChanged(join(app, 'greeting.js'), "export const greeting = 'Hi';\n", () => expect(staleness(dist, app)).toEqual(['read greeting.js, changed since']));
    expect(staleness(dist, app)).toEqual([]);
  });

  it('a module the build read, deleted since, makes it stale', () => {
    whileChanged(join(app, 'greeting.js'), null, () => expect(staleness(dist, app)).toEqual(['read greeting.js, changed since']));
  });

  it('an .env file Vite would read, added since, makes it stale', () => {
    whileChanged(join(app, '.env.production'), 'VITE_GREETING=Hi\n', () => expect(staleness(dist, app)).toEqual(['read .env.production, changed since']));
  });

  it('a file the build wrote, changed since, makes it stale', () => {
    const index = join(dist, 'index.html');
    whileChanged(index, `${readFileSync(index, 'utf8')}<!-- another build -->`, () => expect(staleness(dist, app)).toEqual(['wrote index.html, changed since']));
  });

  it('a folder without a record is stale', () => {
    whileChanged(join(dist, RECORD_FILE), null, () => expect(staleness(dist, app)).toEqual([`no ${RECORD_FILE}`]));
  });

  it('a build made without NODE_ENV=production (React’s development build) is stale', async () => {
    await buildApp('development');
    try {
      expect(staleness(dist, app)).toEqual(['built in mode production with NODE_ENV development']);
    } finally {
      await buildApp();
    }
  });
});
