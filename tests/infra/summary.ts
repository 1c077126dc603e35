/**
 * The closing line of `npm run infra:check` (after the infra tests pass): what the stacks generate
 * from the real manifest, counted from the recorded resources, not from the manifest.
 */
import { manifest } from '../../stacks/manifest.js';
import { show } from './fakes.js';
import { runStacks } from './run-stacks.js';

const run = await runStacks('production', { PLATFORM_DOMAIN: 'example.com' });
const routeTargets = new Set(
  run.rec
    .get('sst.aws.ApiGatewayV2', 'Api')
    .calls.filter((c) => c.method === 'route')
    .map((c) => show(c.args[1])),
);
const apiFunctions = run.rec.all('sst.aws.Function').filter((f) => routeTargets.has(`{{sst.aws.Function:${f.name}.arn}}`));
const webhookFunctions = apiFunctions.filter((f) => f.name.startsWith('Webhook')).length;
const queues = run.rec.all('sst.aws.Queue');
const subscriptions = queues.flatMap((q) => q.calls.filter((c) => c.method === 'subscribe')).length;
console.log(
  `infra: ${manifest.workers.length} workers (${queues.length} queues, ${subscriptions} subscriptions), ` +
    `${manifest.schedules.length} schedules, ${manifest.webhooks.length} webhooks (${webhookFunctions} functions), ` +
    `${run.rec.all('aws.cloudwatch.MetricAlarm').length} alarms`,
);
console.log(`infra: ${manifest.routes.length} manifest routes, ${apiFunctions.length - webhookFunctions} API functions`);
