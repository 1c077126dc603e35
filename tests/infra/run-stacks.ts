/**
 * Runs the real sst.config.ts (app() and run(), which imports stacks/*) with SST's globals replaced
 * by recorders, for one stage and one set of deploy-time environment variables.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { installFakes, type Recorder } from './fakes.js';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The deploy-time settings stacks/stage.ts reads; unset unless a scenario gives them. */
const STAGE_ENV = ['PLATFORM_DOMAIN', 'AGENCY_DOMAINS', 'ALARM_EMAIL', 'MAIL_FROM'] as const;

export interface StacksRun {
  rec: Recorder;
  app: Record<string, unknown>;
  outputs: Record<string, unknown>;
}

interface SstConfig {
  app(input: { stage: string }): Record<string, unknown>;
  run(): Promise<Record<string, unknown>>;
}

export async function runStacks(stage: string, env: Partial<Record<(typeof STAGE_ENV)[number], string>> = {}): Promise<StacksRun> {
  const savedEnv = new Map(STAGE_ENV.map((k) => [k, process.env[k]]));
  for (const k of STAGE_ENV) {
    if (env[k] === undefined) delete process.env[k];
    else process.env[k] = env[k];
  }
  const rec = installFakes({ stage });
  try {
    // A computed specifier keeps TypeScript (tests/tsconfig.json) from type-checking
    // sst.config.ts, whose globals only exist after `sst install` (npm run typecheck:infra).
    const url = pathToFileURL(resolve(ROOT, 'sst.config.ts')).href;
    const config = ((await import(/* @vite-ignore */ url)) as { default: SstConfig }).default;
    const app = config.app({ stage });
    const outputs = await config.run();
    return { rec, app, outputs };
  } finally {
    rec.restore();
    for (const [k, v] of savedEnv) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}
