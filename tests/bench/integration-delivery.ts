/**
 * Delivery to integrations on the embedded runtime: INTEGRATION_BENCH_LEADS (1,000) delivered
 * leads of one campaign fanned out to three webhook endpoints (the local receiver on the platform's
 * origin, verifying every signature), from the first `lead-delivery` message to every (lead,
 * integration) row delivered; each row's time from its lead message to delivered (p50, p99); beside
 * the same number of signed POSTs sent straight to the receiver, 10 in flight (the endpoints
 * answering with no delivery work around them).
 */
import { db, INTEGRATION_DELIVERY_QUEUE, LEAD_DELIVERY_QUEUE, newWebhookSecret, queue, secretBox, signWebhook, type LeadDeliveryMessage } from '@platform/core';
import { startPlatform } from '@platform/local';
import { localWebhookReceiver } from '../../packages/local/src/engines/integrations/local-webhook-receiver.js';

const LEADS = Number(process.env.INTEGRATION_BENCH_LEADS ?? 1000);
const ENDPOINTS = 3;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function drain(base: string, name: string) {
  for (let waited = 0; ; waited += 1) {
    const res = await fetch(`${base}/_local/queues/${name}/drain`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ timeoutMs: 120_000 }) });
    if (res.status === 200) return;
    if (waited > 30) throw new Error(`${name} did not drain`);
  }
}

export async function benchIntegrationDelivery() {
  const platform = await startPlatform({ quiet: true, seed: true, leadSimulatorIntervalS: 0 });
  try {
    const base = `http://127.0.0.1:${platform.port}`;
    const scan = await db().entities.campaign.scan.where((a, op) => op.eq(a.status, 'running')).go({ pages: 'all' });
    const c = scan.data[0];
    if (!c) throw new Error('no running campaign in the demo data');
    const tag = Date.now().toString(36);
    const receiver = localWebhookReceiver();
    const ids: string[] = [];
    for (let n = 0; n < ENDPOINTS; n++) {
      const integrationId = `bench-${tag}-${n}`;
      const secret = newWebhookSecret();
      receiver.setSecret(`bench-${tag}-${n}`, secret);
      const credentials = await secretBox().encrypt(JSON.stringify({ secrets: [{ secret }] }), { rootId: c.rootId, companyId: c.companyId, integrationId });
      const at = new Date().toISOString();
      await db()
        .entities.integration.create({ rootId: c.rootId, integrationId, companyId: c.companyId, type: 'webhook', status: 'connected', campaignIds: [c.campaignId], settings: { url: `${base}/_local/webhook-receiver/bench-${tag}-${n}` }, campaignSettings: {}, credentials, createdAt: at, updatedAt: at, version: 1 })
        .go();
      ids.push(integrationId);
    }
    const sentAt = new Map<string, number>();
    const started = performance.now();
    for (let i = 0; i < LEADS; i++) {
      const leadId = `bench-${tag}-${i}`;
      const m: LeadDeliveryMessage = {
        kind: 'lead.delivered', version: 1, rootId: c.rootId, leadId, campaignId: c.campaignId, leadspeekApiId: c.leadspeekApiId, companyId: c.companyId, agencyId: c.agencyId,
        module: c.leadspeekType, test: false, receivedAt: new Date().toISOString(), lead: { email: `bench.${i}@example.com`, first_name: 'Bench' },
      };
      sentAt.set(leadId, Date.now());
      await queue().send(LEAD_DELIVERY_QUEUE, m);
    }
    await drain(base, LEAD_DELIVERY_QUEUE);
    // Rate-limited messages come back delayed; wait until every row is delivered.
    let rows: { leadId: string; status: string; deliveredAt?: string | undefined; latencyMs?: number | undefined }[] = [];
    for (;;) {
      await drain(base, INTEGRATION_DELIVERY_QUEUE);
      rows = [];
      for (const integrationId of ids) {
        rows.push(...(await db().entities.integrationDelivery.query.byIntegration({ rootId: c.rootId, integrationId }).go({ pages: 'all', attributes: ['leadId', 'status', 'deliveredAt', 'latencyMs'] })).data);
      }
      if (rows.length === LEADS * ENDPOINTS && rows.every((r) => r.status === 'delivered')) break;
      if (performance.now() - started > 30 * 60_000) throw new Error('deliveries did not finish in 30 minutes');
      await new Promise((r) => setTimeout(r, 500));
    }
    const totalSeconds = (performance.now() - started) / 1000;
    const endToEnd = rows.map((r) => Date.parse(r.deliveredAt as string) - (sentAt.get(r.leadId) ?? 0)).sort((a, b) => a - b);
    const calls = rows.map((r) => r.latencyMs ?? 0).sort((a, b) => a - b);
    const accepted = ids.reduce((n, _id, k) => n + receiver.accepted(`bench-${tag}-${k}`).length, 0);

    // The endpoints alone: the same number of signed POSTs, 10 in flight.
    const secret = newWebhookSecret();
    receiver.setSecret(`bare-${tag}`, secret);
    const bareStarted = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < LEADS * ENDPOINTS) {
          const i = next++;
          const body = JSON.stringify({ type: 'lead.delivered', timestamp: new Date().toISOString(), data: { email: `bench.${i}@example.com` } });
          const res = await fetch(`${base}/_local/webhook-receiver/bare-${tag}`, { method: 'POST', headers: { 'content-type': 'application/json', ...signWebhook(`bare-${i}`, new Date(), body, [secret]) }, body });
          await res.arrayBuffer();
        }
      }),
    );
    const bareSeconds = (performance.now() - bareStarted) / 1000;
    return {
      leads: LEADS,
      endpoints: ENDPOINTS,
      deliveries: rows.length,
      accepted,
      totalSeconds,
      deliveriesPerSecond: rows.length / totalSeconds,
      endToEndP50Ms: pct(endToEnd, 50),
      endToEndP99Ms: pct(endToEnd, 99),
      callP99Ms: pct(calls, 99),
      bareSeconds,
      ratio: totalSeconds / bareSeconds,
    };
  } finally {
    await platform.stop();
  }
}

export function printIntegrationDelivery(r: Awaited<ReturnType<typeof benchIntegrationDelivery>>) {
  console.log(`  ${r.leads} leads x ${r.endpoints} webhook endpoints → ${r.deliveries} delivered (${r.accepted} taken by the receiver) in ${r.totalSeconds.toFixed(1)} s (${r.deliveriesPerSecond.toFixed(0)}/s)`);
  console.log(`  lead message → delivered  p50 ${(r.endToEndP50Ms / 1000).toFixed(1)} s  p99 ${(r.endToEndP99Ms / 1000).toFixed(1)} s;  one call p99 ${r.callP99Ms} ms`);
  console.log(`  the receiver alone, same number of signed POSTs, 10 in flight  ${r.bareSeconds.toFixed(1)} s  (ratio ${r.ratio.toFixed(1)}x)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printIntegrationDelivery(await benchIntegrationDelivery());
  process.exit(0);
}
