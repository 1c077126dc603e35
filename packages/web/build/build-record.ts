import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { searchForWorkspaceRoot, type Plugin, type ResolvedConfig } from 'vite';

/**
 * What a build of the web app was made of and what it wrote, in `<outDir>/.vite/build-record.json`:
 * the web bundle test (tests/infra/web-bundle.test.ts) checks the build `npm test` made for the
 * browser tests instead of building the app a second time, and only when this record says that build
 * is of the files as they are now (docs/decisions.md, "Runtime and tooling").
 */
export interface BuildRecord {
  /** Vite's mode and the NODE_ENV the build ran under (React's production build needs `production`). */
  mode: string;
  nodeEnv: string | undefined;
  /**
   * Every file the build read, by its path from the app's folder (packages/web), with its content's
   * hash (`null`: looked for and absent): the modules bundled, the config and what it imports, the
   * .env files Vite would read, and the lockfile (the plugins read packages beside their modules).
   */
  inputs: Record<string, string | null>;
  /** Every file the build wrote, by its path in the output folder, with its content's hash. */
  outputs: Record<string, string>;
  /** Each output JS file (as the manifest names it) → the source modules in it, by path from the app's folder. */
  modules: Record<string, string[]>;
}

export const RECORD_FILE = join('.vite', 'build-record.json');

const hash = (content: string | Uint8Array) => createHash('sha256').update(content).digest('hex').slice(0, 32);
const fileHash = (path: string) => (existsSync(path) && statSync(path).isFile() ? hash(readFileSync(path)) : null);

/** The files Vite's loadEnv reads in a mode, absent or not. */
const envFiles = (config: ResolvedConfig) =>
  config.envDir === false ? [] : ['.env', '.env.local', `.env.${config.mode}`, `.env.${config.mode}.local`].map((f) => join(config.envDir as string, f));

/** Writes the record once the build's files are written. */
export function buildRecord(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'build-record',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(options, bundle) {
      const modules = [...this.getModuleIds()].map((id) => id.split('?')[0]!).filter((id) => isAbsolute(id) && !id.startsWith('\0'));
      const lockfile = join(searchForWorkspaceRoot(config.root), 'package-lock.json');
      // Relative paths: the record is written into the deployed folder, like the manifest, and names files only.
      const read = [...new Set([...modules, ...config.configFileDependencies, ...envFiles(config), lockfile])].sort();
      const inputs = Object.fromEntries(read.map((path) => [relative(config.root, path), fileHash(path)]));
      const outputs = Object.fromEntries(Object.values(bundle).map((o) => [o.fileName, hash(o.type === 'chunk' ? o.code : o.source)]));
      const chunks = Object.fromEntries(Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [[o.fileName, Object.keys(o.modules).map((id) => (isAbsolute(id) ? relative(config.root, id) : id))]] : [])));
      const record: BuildRecord = { mode: config.mode, nodeEnv: process.env.NODE_ENV, inputs, outputs, modules: chunks };
      const file = join(options.dir ?? config.build.outDir, RECORD_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(record));
    },
  };
}

export function readBuildRecord(outDir: string): BuildRecord | undefined {
  const file = join(outDir, RECORD_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildRecord) : undefined;
}

/**
 * Why the build in `outDir` is not a production build of the files as they are now (the app's in
 * `root`): a file it read changed, appeared or went, or a file it wrote changed. Empty when it is.
 */
export function staleness(outDir: string, root: string): string[] {
  const record = readBuildRecord(outDir);
  if (!record) return [`no ${RECORD_FILE}`];
  const reasons: string[] = [];
  if (record.mode !== 'production' || record.nodeEnv !== 'production') reasons.push(`built in mode ${record.mode} with NODE_ENV ${record.nodeEnv}`);
  for (const [path, was] of Object.entries(record.inputs)) if (fileHash(resolve(root, path)) !== was) reasons.push(`read ${path}, changed since`);
  for (const [file, was] of Object.entries(record.outputs)) if (fileHash(join(outDir, file)) !== was) reasons.push(`wrote ${file}, changed since`);
  return reasons;
}
