/**
 * How many zod schemas a handler's bundle builds when imported (Lambda's init): the handler bundled
 * as for Lambda into a scratch folder, imported by a fresh Node process with zod's post-processor
 * hook counting every schema constructed before the import returns.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../stacks/bundling.js';
import { bundleHandler } from './bundle.js';

const COUNT_AT_IMPORT = `
let built = 0;
globalThis.__zod_globalConfig = { postProcessor: () => { built++; } };
await import(process.argv[1]);
process.stdout.write(String(built));
`;

export async function schemasBuiltAtImport(handler: string): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-at-import-'));
  try {
    // The AWS SDK is left out of bundles; it resolves from the repository as from the function's package.
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const bundle = await bundleHandler(handler, { outdir: join(dir, 'bundle') });
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', COUNT_AT_IMPORT, pathToFileURL(bundle.entryFile).href], {
      env: { PATH: process.env.PATH, AWS_REGION: 'us-east-1', NODE_ENV: 'production', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (child.status !== 0) throw new Error(`${handler} did not import: ${child.stderr}`);
    return Number(child.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
