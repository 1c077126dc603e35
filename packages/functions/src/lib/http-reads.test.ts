import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpRoute } from './http.js';

const SRC = fileURLToPath(new URL('../../..', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });

/**
 * A route sees a request's query only through its spec's `query` schema, and says so on its
 * handler (`reads.query`): the generated bad-input sweep sends a route that reads no query each odd
 * query value once instead of dozens of times (docs/decisions.md, Test layers: a page's rules are
 * component tests).
 */
describe('what a route reads of the query', () => {
  it('is what its spec declares', () => {
    expect(httpRoute({ auth: 'public' }, async () => ({})).reads).toEqual({ query: false });
    expect(httpRoute({ auth: 'public', query: z.object({ page: z.string() }) }, async () => ({})).reads).toEqual({ query: true });
  });

  it('is read nowhere else: no handler or service reads the raw query of the event', () => {
    const readers = [...sources(join(SRC, 'functions/src')), ...sources(join(SRC, 'core/src'))]
      .filter((file) => !file.endsWith(join('functions', 'src', 'lib', 'http.ts')))
      .filter((file) => /queryStringParameters|rawQueryString/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(readers).toEqual([]);
  });
});
