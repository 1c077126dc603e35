import type { TestProject } from 'vitest/node';
import { startPlatform } from '@platform/local';
import { preferShortLivedJvm } from './short-lived-jvm.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    apiPort: number;
    /** The run's token-signing key, so tests can forge expired or foreign tokens. */
    tokenPrivateJwk: string;
    /** The environment the platform's handlers run with, for tests that call core directly. */
    platformEnv: Record<string, string>;
  }
}

/** One in-memory platform (engines on free ports) for the whole API test run. */
export default async function setup(project: TestProject) {
  preferShortLivedJvm();
  const platform = await startPlatform({ quiet: true, seed: true, leadSimulatorIntervalS: 0 });
  project.provide('apiUrl', `http://127.0.0.1:${platform.port}`);
  project.provide('apiPort', platform.port);
  project.provide('tokenPrivateJwk', process.env.TOKEN_PRIVATE_JWK ?? '');
  const names = ['TABLE_NAME', 'DYNAMODB_ENDPOINT', 'BASE_DOMAIN', 'TOKEN_PRIVATE_JWK', 'TOKEN_PUBLIC_JWK', 'SMTP_HOST', 'SMTP_PORT', 'PUBLIC_SCHEME', 'PUBLIC_PORT', 'BUCKET_NAME', 'S3_ENDPOINT',
    // The local Stripe gateway: tests call it with the SDK and its /_local controls (redeliver, hold, account state).
    'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_HOST', 'STRIPE_API_PORT', 'STRIPE_API_PROTOCOL'];
  project.provide('platformEnv', Object.fromEntries(names.map((n) => [n, process.env[n] ?? ''])));
  return async () => {
    await platform.stop();
  };
}
