import { createSendgridFake } from './sendgrid.js';
import type { FakeName, FakeProvider } from './types.js';

/**
 * The providers' local fakes the fakes server mounts, each under `/{name}/`, and the environment
 * that points its adapter there (the same variables that name the real provider on AWS).
 */
export interface FakeEntry {
  name: FakeName;
  create(): FakeProvider;
  /** The adapter's base-URL variables, given the fake's own URL. */
  env(fakeUrl: string): Record<string, string>;
}

export const FAKES: FakeEntry[] = [
  { name: 'sendgrid', create: createSendgridFake, env: (url) => ({ SENDGRID_API_URL: url }) },
];
