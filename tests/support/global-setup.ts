import type { TestProject } from 'vitest/node';
import { startPlatform } from '@platform/local';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    apiPort: number;
    /** The run's token-signing key, so tests can forge expired or foreign tokens. */
    tokenPrivateJwk: string;
  }
}

/** One in-memory platform (engines on free ports) for the whole API test run. */
export default async function setup(project: TestProject) {
  const platform = await startPlatform({ quiet: true, seed: true });
  project.provide('apiUrl', `http://127.0.0.1:${platform.port}`);
  project.provide('apiPort', platform.port);
  project.provide('tokenPrivateJwk', process.env.TOKEN_PRIVATE_JWK ?? '');
  return async () => {
    await platform.stop();
  };
}
