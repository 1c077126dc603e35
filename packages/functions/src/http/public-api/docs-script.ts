import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { httpRoute } from '../../lib/http.js';

export const DOCS_SCRIPT_PATH = '/api/v1/docs/scalar.js';

let bundle: Promise<string> | undefined;
/** Read once per container from the installed package (its standalone build needs nothing else). */
const script = () => (bundle ??= readFile(join(dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser', 'standalone.js'), 'utf8'));

/** GET /api/v1/docs/scalar.js: the documentation page's script (about 5 MB; nothing in the query, so junk is refused before it is sent). */
export const handler = httpRoute({ auth: 'public', query: z.object({}).strict() }, async () => ({
  page: { contentType: 'text/javascript; charset=utf-8', body: await script(), headers: { 'cache-control': 'public, max-age=86400' } },
}));
