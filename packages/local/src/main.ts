import { DEMO_PASSWORD, demoLogins } from '@platform/core';
import { startPlatform } from './platform.js';
import { npmAncestor, whenGone } from './launcher-watch.js';

/** `npm start`: the whole platform on one machine, data under DATA_DIR, on PORT. */
async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const dataDir = process.env.DATA_DIR ?? '.data';
  const started = Date.now();
  const stripePort = Number(process.env.LOCAL_STRIPE_PORT ?? 0);
  const integrationsPort = Number(process.env.LOCAL_INTEGRATIONS_PORT ?? 0);
  const platform = await startPlatform({ port, dataDir, baseDomain: process.env.BASE_DOMAIN ?? 'localhost', stripePort, integrationsPort });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const lines = [
    '',
    `Platform is up in ${seconds}s (data in ${dataDir}/)`,
    '',
    `  Platform:      http://${platform.baseDomain}:${port}`,
    `  Acme Agency:   http://acme.${platform.baseDomain}:${port}`,
    `  Globex Agency: http://globex.${platform.baseDomain}:${port}`,
    `  Health:        http://${platform.baseDomain}:${port}/api/health`,
    `  Mailbox:       http://${platform.baseDomain}:${port}/_local/mailbox`,
    `  Integrations:  http://${platform.baseDomain}:${port}/_local/integrations  (providers' fakes at ${platform.integrations.url})`,
    `  Stripe (local gateway): ${platform.stripe.url}  (test cards: 4242 4242 4242 4242 ok, 4000 0000 0000 0002 declined, 4000 0025 0000 3155 3-D Secure)`,
    '',
    `Demo logins (password ${DEMO_PASSWORD}):`,
    ...demoLogins(platform.baseDomain).map((l) => `  ${l.email.padEnd(20)} ${l.role.padEnd(38)} http://${l.host}:${port}`),
    '',
    'Press Ctrl-C to stop.',
  ];
  console.log(lines.join('\n'));
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    platform
      .stop()
      .then(() => process.exit(0))
      .catch((e: unknown) => {
        console.error(e);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // npm does not pass SIGTERM on to its script: when the npm that started us is gone, stop too.
  const npm = process.env.npm_lifecycle_event ? npmAncestor() : undefined;
  if (npm) whenGone(npm, () => shutdown('npm was stopped'));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
