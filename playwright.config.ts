import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the whole platform: the built web app and the API on one port, in-memory
 * engines with the demo data (tests/support/e2e-server.ts). The port is chosen once here and put in
 * the environment, so the server and every worker agree on it.
 */
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(20000 + Math.floor(Math.random() * 20000));
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${port}`,
    // Recording a trace of every test made each one ~40% slower (CI keeps only the output and the
    // failed tests' page snapshots); a failed test's retry records one, and `--trace on` does locally.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npx tsx tests/support/e2e-server.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // DynamoDB Local's JVM and the seed start in ~20 s on a quiet machine, several minutes when
    // other test runs share the two cores; a longer wait costs nothing when the start is quick.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
