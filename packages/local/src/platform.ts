import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  checkConfig,
  demoLogins,
  resetConfig,
  resetDb,
  resetPaymentGateway,
  resetDocumentClient,
  resetTokenKeys,
  seedDemo,
  markDataUpgradesDone,
  queue,
  DATA_UPGRADES_QUEUE,
} from '@platform/core';
import { startDynamo, ensureTable } from './engines/dynamo.js';
import { startS3 } from './engines/s3.js';
import { startSmtpSink, type SmtpSink } from './engines/smtp.js';
import { tokenKeys } from './keys.js';
import { integrationsSecretKey } from './secret-box-key.js';
import { startLocalStripe } from './stripe.js';
import type { StripeGateway } from './engines/stripe/index.js';
import { startIntegrationFakes, type IntegrationFakes } from './engines/integrations/server.js';
import { createPlatformServer, WEB_DIST } from './server.js';
import { warmCompression } from './static-files.js';
import { installProcessGuards } from './process-guards.js';
import { isLoopbackAddress } from './loopback.js';
import { startWorkers } from './workers.js';
import { startSchedules } from './schedules.js';
import { setSecretBox, connectDemoIntegrations } from '@platform/core';
import { setLeadProvider } from '@platform/core';
import { simulatorProvider, startLeadSimulator } from './engines/lead-simulator/simulator.js';

export interface PlatformOptions {
  port?: number;
  /** Persist data here; omit for in-memory engines (tests). */
  dataDir?: string;
  baseDomain?: string;
  seed?: boolean;
  /** Quiet request logs (tests and benchmarks). */
  quiet?: boolean;
  /**
   * The address the web and API server listens on: HOST, else 127.0.0.1. The engines (DynamoDB
   * Local, s3rver, the SMTP sink) always listen on loopback only: nothing outside needs them.
   */
  host?: string;
  /** The local Stripe gateway's port (LOCAL_STRIPE_PORT for `npm start`); 0 or omitted: a free port. */
  stripePort?: number;
  /** The integration providers' fakes server's port (LOCAL_INTEGRATIONS_PORT for `npm start`); 0 or omitted: a free port. */
  integrationsPort?: number;
  /** Seconds between the lead simulator's ticks (LEAD_SIMULATOR_INTERVAL_S, default 60); 0: off (tests make their leads). */
  leadSimulatorIntervalS?: number;
}

export interface RunningPlatform {
  url: string;
  port: number;
  baseDomain: string;
  mailbox: SmtpSink;
  /** The local Stripe gateway the platform's stripe SDK points at. */
  stripe: StripeGateway;
  /** The integration providers' local fakes the adapters point at (faults, what each received). */
  integrations: IntegrationFakes;
  dynamoEndpoint: string;
  tableName: string;
  stop(): Promise<void>;
}

/**
 * Starts the whole platform on one machine: DynamoDB Local, s3rver, an SMTP sink and one HTTP
 * server mounting every manifest route's handler. One at a time per process (handlers read process.env;
 * a start resets what the previous platform configured).
 */
export async function startPlatform(opts: PlatformOptions = {}): Promise<RunningPlatform> {
  const dataDir = opts.dataDir ? resolve(opts.dataDir) : undefined;
  const baseDomain = opts.baseDomain ?? 'localhost';
  const tableName = 'platform';
  const bucket = 'platform-uploads';
  const stops: (() => Promise<void>)[] = [];
  // Last started, first stopped: the server, then what makes work (the simulator, the schedules,
  // the workers, each waiting for what it has under way), then the engines that work reaches. One
  // stop failing, even at once, never keeps the rest running.
  const stopAll = async () => {
    for (const s of stops.splice(0).reverse()) await Promise.resolve().then(s).catch(() => undefined);
  };
  try {
    const [dynamo, s3, mailbox, keys, stripe, integrations] = await Promise.all([
      startDynamo(dataDir ? { dir: join(dataDir, 'dynamodb') } : {}),
      startS3(dataDir ? { dir: join(dataDir, 's3'), bucket } : { bucket }),
      startSmtpSink(dataDir ? { dir: join(dataDir, 'mail') } : {}),
      tokenKeys(dataDir),
      startLocalStripe({ dataDir, port: opts.stripePort, baseDomain }),
      startIntegrationFakes({ port: opts.integrationsPort ?? 0 }),
    ]);
    stops.push(dynamo.stop, s3.stop, mailbox.stop, stripe.gateway.stop, integrations.stop);

    Object.assign(process.env, {
      TABLE_NAME: tableName,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      BUCKET_NAME: bucket,
      S3_ENDPOINT: s3.endpoint,
      BASE_DOMAIN: baseDomain,
      TOKEN_PRIVATE_JWK: keys.privateJwk,
      TOKEN_PUBLIC_JWK: keys.publicJwk,
      // Integration credentials are sealed with a local key here (KMS on AWS).
      INTEGRATIONS_SECRET_KEY: integrationsSecretKey(dataDir),
      // Webhooks may point at loopback here, so a person can try the local receiver (never on AWS).
      WEBHOOK_PRIVATE_TARGETS: 'allow',
      SMTP_HOST: mailbox.host,
      SMTP_PORT: String(mailbox.port),
      ...stripe.env,
      // Every integration adapter's base URL: its provider's local fake.
      ...integrations.env,
      // The SMTP sink is on loopback: custom-SMTP settings may point at it here (never on AWS).
      CUSTOM_SMTP_PRIVATE_TARGETS: 'allow',
      // The embed-code check may read the local demo site (on loopback); never on AWS.
      EMBED_CHECK_PRIVATE_TARGETS: 'allow',
      // The lead vendor's push secret (a fixed development value; the simulator queues its leads directly).
      LEAD_PROVIDER_WEBHOOK_SECRET: process.env.LEAD_PROVIDER_WEBHOOK_SECRET ?? 'local-lead-provider-secret',
      ...(opts.quiet ? { LOG_LEVEL: 'warn' } : {}),
    });
    resetConfig();
    resetDocumentClient();
    resetDb();
    // The gateway adapter keeps the address it was made with: a second platform in one process
    // (the bench runs several in turn) has a new local gateway on another port.
    resetPaymentGateway();
    resetTokenKeys();
    setSecretBox(undefined);
    // A function reads each variable on first use; the whole platform starts only on a valid environment.
    checkConfig();

    const onError = (e: unknown) => console.error(e);
    // Workers and schedules of the manifest run in-process, as SQS and EventBridge run them on AWS.
    const workers = await startWorkers({ onError });
    stops.push(() => workers.stop());
    s3.onObjectCreated((record) => workers.objectCreated(record));
    const schedules = startSchedules({ onError });
    stops.push(async () => schedules.stop());
    // The lead-data provider is the deterministic simulator here (docs/decisions.md, Lead engine).
    setLeadProvider(simulatorProvider);
    const simulator = startLeadSimulator(opts.leadSimulatorIntervalS ?? Number(process.env.LEAD_SIMULATOR_INTERVAL_S ?? 60), onError);
    stops.push(() => simulator.stop());

    const table = await ensureTable(dynamo.endpoint, tableName);
    // A new table holds nothing older code wrote; a kept one (npm start's data directory) is brought
    // up to date in the background (docs/decisions.md, "Data upgrades").
    if (table.created) await markDataUpgradesDone();
    if (opts.seed ?? true) await seedDemo(baseDomain);
    if (!table.created) await queue().send(DATA_UPGRADES_QUEUE, { kind: 'run' });

    installProcessGuards();
    const host = opts.host ?? process.env.HOST ?? '127.0.0.1';
    if (!isLoopbackAddress(host)) {
      console.warn(`HOST=${host}: the platform answers other machines too. /_local pages still answer only this one.`);
    }
    const server = createPlatformServer({ mailbox, workers, schedules, integrations, onError });
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(opts.port ?? 0, host, () => ok());
    });
    stops.push(
      () =>
        new Promise<void>((ok) => {
          server.close(() => ok());
          server.closeAllConnections();
        }),
    );
    // A build normally brings every file's compressed forms; any it did not are prepared now, in
    // the background, so the first visitor does not wait for them (docs/decisions.md, "Performance budgets").
    const warm = warmCompression(WEB_DIST);
    stops.push(async () => warm.stop());
    const port = (server.address() as AddressInfo).port;
    // Links in e-mails point at this server; known only once it listens (tests use port 0).
    Object.assign(process.env, { PUBLIC_SCHEME: 'http', PUBLIC_PORT: String(port) });
    resetConfig();
    // Events made while seeding wait in the gateway until the webhook route is listening.
    stripe.gateway.setWebhookUrl(`http://127.0.0.1:${port}/api/webhooks/stripe`);
    // Bob's Bakery's demo webhook points at this server's receiver and its GoHighLevel connection at this run's fake (a failure only leaves them out).
    if (opts.seed ?? true) await connectDemoIntegrations(baseDomain, port).catch(onError);
    return {
      url: `http://${baseDomain}:${port}`,
      port,
      baseDomain,
      mailbox,
      stripe: stripe.gateway,
      integrations,
      dynamoEndpoint: dynamo.endpoint,
      tableName,
      stop: stopAll,
    };
  } catch (e) {
    await stopAll();
    throw e;
  }
}

export { demoLogins };
