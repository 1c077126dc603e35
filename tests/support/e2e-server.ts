import { startPlatform } from '@platform/local';

/**
 * The platform the browser tests drive: in-memory engines with the demo data, serving the built
 * web app and the API on E2E_PORT until Playwright stops it.
 */
const port = Number(process.env.E2E_PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('E2E_PORT must be set to the port the browser tests use.');
  process.exit(1);
}

const platform = await startPlatform({ port, seed: true, quiet: true });
console.log(`e2e platform on ${platform.url}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  platform.stop().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
