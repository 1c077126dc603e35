import { defineConfig } from 'vitest/config';

/**
 * One vitest run, three projects: unit tests beside the code, API tests over real HTTP against the
 * embedded runtime (one in-memory platform for the whole run), and the offline infrastructure check.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'packages/web/src/**/*.test.tsx', 'tests/support/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One platform per run; files share it, so run them one after another.
          fileParallelism: false,
          // In one worker whose modules stay loaded from file to file: re-importing core and the
          // AWS SDK for each of ~70 files cost ~1.5 s a file. The files keep no state in modules
          // that another file could trip on (counters only), and talk to the platform over HTTP.
          isolate: false,
          // Its own group: a run of every project puts the unit tests' workers first, then this one.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
