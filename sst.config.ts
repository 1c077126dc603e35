/// <reference path="./.sst/platform/config.d.ts" />

/**
 * The AWS deployment. Everything is generated from the route manifest
 * (packages/functions/src/routes.ts: routes, workers, schedules, webhooks) by the files in stacks/,
 * one per area; tests/infra runs the same code against recording fakes of SST's globals, so what is
 * asserted there is what `sst deploy` builds. docs/deploy.md says how to deploy and what it costs.
 */
export default $config({
  app(input) {
    const production = input?.stage === 'production';
    return {
      name: 'leadplatform',
      home: 'aws',
      // Production keeps its table and bucket even if the stack is removed, and cannot be removed
      // by accident at all; any other stage is a throwaway copy.
      removal: production ? 'retain' : 'remove',
      protect: production,
    };
  },
  async run() {
    const { manifest, assertDeployable } = await import('./stacks/manifest');
    const { stageSettings } = await import('./stacks/stage');
    const { createOriginVerify, createSecrets } = await import('./stacks/secrets');
    const { createStorage } = await import('./stacks/storage');
    const { createQueues, subscribeWorkers } = await import('./stacks/queues');
    const { createApiGateway, createRoutes } = await import('./stacks/api');
    const { createWebhooks } = await import('./stacks/webhooks');
    const { createWeb, hostOf } = await import('./stacks/web');
    const { createSchedules } = await import('./stacks/cron');
    const { createAlarms } = await import('./stacks/alarms');
    const { createIntegrationsKey } = await import('./stacks/keys');

    // A manifest that names a missing queue or reuses a route fails here, before anything deploys.
    assertDeployable(manifest);
    const stage = stageSettings();

    const secrets = createSecrets(manifest);
    const originVerify = createOriginVerify();
    const storage = createStorage(stage);
    // Queues first: every function that sends to one needs its URL.
    const queues = createQueues(manifest);
    // The gateway before the web (the router forwards /api to it) and the web before the functions
    // (on stages without a domain, BASE_DOMAIN is the web's CloudFront host).
    const api = createApiGateway(stage.logRetention);
    const web = createWeb(stage, api, originVerify);

    const deps = {
      stage,
      storage,
      secrets,
      originVerify,
      queues: Object.fromEntries(Object.entries(queues).map(([name, q]) => [name, { url: q.queue.url, arn: q.queue.arn }])),
      baseDomain: stage.domain ?? hostOf(web.router.url),
      integrationsKey: createIntegrationsKey(manifest),
    };
    const routes = createRoutes(manifest, api, deps);
    const webhooks = createWebhooks(manifest, api, deps);
    subscribeWorkers(queues, storage, deps);
    createSchedules(manifest, queues);
    const alarms = createAlarms(stage, api, queues);

    return {
      web: web.router.url,
      api: api.url,
      table: storage.table.name,
      uploads: storage.bucket.name,
      alarms: alarms.topic.arn,
      functions: Object.keys(routes).length + Object.keys(webhooks).length,
      ...(web.agencyDomains ? { agencyDomainsDistribution: web.agencyDomains.distribution.id } : {}),
    };
  },
});
