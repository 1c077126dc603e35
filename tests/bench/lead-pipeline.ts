/**
 * The lead pipeline on the embedded runtime: 10,000 leads queued for one running campaign (every
 * tenth on Bob's Bakery's exclusion list, so suppressed), from the first send to the ingest queue
 * being empty (each lead: its person-claim read, which also names a repeat, and its list entries, all of a
 * worker batch at once; then a transaction per group of the campaign's leads with their rows,
 * claims and accruals and the counters and daily stats once), beside a bare BatchWriteItem loop
 * writing the same 10,000 lead rows with 16 requests in flight. Prints leads/s, the ratio to the
 * bare loop and the transaction conflicts retried per lead.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { bareBatchWrite } from './bare-batch-write.js';
import { printDynamoProfile, profileDynamo } from './dynamo-profile.js';
import { startPlatform } from '@platform/local';
import { db, LEAD_INGEST_QUEUE, queue, storedLeadId, transactionConflicts, type IncomingLead } from '@platform/core';

const ROWS = Number(process.env.LEAD_BENCH_ROWS ?? 10_000);
const LANES = 16;

function lead(code: string, i: number, tag: string): IncomingLead {
  const email = i % 10 === 0 ? `former.customer${(i % 24) + 1}@bobsbakery-demo.test` : `bench.${tag}.${i}@example.com`;
  return { lead_id: `bench-${tag}-${i}`, campaign_code: code, email, first_name: 'Bench', last_name: `Lead ${i}`, city: 'Chicago', state: 'IL', zip: '60601', keyword: 'sourdough bread' };
}

const bareLoop = (doc: DynamoDBDocumentClient, table: string, rows: Record<string, unknown>[]) => bareBatchWrite(doc, table, rows, LANES);

export async function benchLeadPipeline() {
  const platform = await startPlatform({ quiet: true, seed: true, leadSimulatorIntervalS: 0 });
  try {
    const base = `http://127.0.0.1:${platform.port}`;
    // Bob's Bakery's Search ID campaign, without its weekly limit, billed weekly (accrual) so 10,000 leads all charge.
    const scan = await db().entities.campaign.scan.where((a, op) => `${op.eq(a.leadspeekType, 'locator')} AND ${op.eq(a.status, 'running')}`).go({ pages: 'all' });
    const c = scan.data[0];
    if (!c) throw new Error('no running Search ID campaign in the demo data');
    await db().entities.campaign.patch({ rootId: c.rootId, campaignId: c.campaignId }).set({ LimitLead: 0 }).composite({ leadspeekType: c.leadspeekType, companyId: c.companyId, agencyId: c.agencyId }).go();
    const cost = (await db().entities.clientCost.get({ rootId: c.rootId, companyId: c.companyId, module: 'locator' }).go()).data;
    await db().entities.clientCost.put({ rootId: c.rootId, companyId: c.companyId, module: 'locator', values: { ...(cost?.values as object), PaymentTerm: 'Weekly' }, updatedAt: new Date().toISOString() }).go();

    const tag = Date.now().toString(36);
    const leads = Array.from({ length: ROWS }, (_, i) => lead(c.leadspeekApiId, i, tag));
    const conflictsBefore = transactionConflicts();
    // LEAD_BENCH_PROFILE=1: the DynamoDB requests of the run, by operation and entity (ingest and delivery alike).
    const profiled = process.env.LEAD_BENCH_PROFILE ? profileDynamo() : undefined;
    const started = performance.now();
    for (const l of leads) await queue().send(LEAD_INGEST_QUEUE, { kind: 'lead', lead: l });
    // The drain endpoint waits at most 2 minutes per call; 10,000 leads may take longer on a busy machine.
    for (let waited = 0; ; waited += 1) {
      const drained = await fetch(`${base}/_local/queues/${LEAD_INGEST_QUEUE}/drain`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ timeoutMs: 120_000 }) });
      if (drained.status === 200) break;
      if (waited > 30) throw new Error(`ingest queue did not drain: ${drained.status}`);
    }
    const pipelineSeconds = (performance.now() - started) / 1000;
    const profile = profiled?.();
    const conflicts = transactionConflicts() - conflictsBefore;
    const stored = (await db().entities.lead.query.byCampaign({ rootId: c.rootId, campaignId: c.campaignId }).go({ pages: 'all', attributes: ['leadId', 'status'] })).data;
    const mine = new Set(leads.map((l) => storedLeadId(c.campaignId, l.lead_id)));
    const ours = stored.filter((l) => mine.has(l.leadId));

    const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: platform.dynamoEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
    const rows = leads.map((l, i) =>
      db().entities.lead.put({ rootId: c.rootId, leadId: `bare-${tag}-${i}`, campaignId: `bare-${c.campaignId}`, companyId: c.companyId, agencyId: c.agencyId, module: 'locator', receivedAt: new Date().toISOString(), createdAt: new Date().toISOString(), personKey: l.email ?? '', status: 'delivered', email: l.email, firstName: l.first_name, lastName: l.last_name, amountRetailCents: 150, amountWholesaleCents: 0 }).params<{ Item: Record<string, unknown> }>().Item,
    );
    const bareSeconds = await bareLoop(doc, platform.tableName, rows);
    doc.destroy();
    return {
      rows: ROWS,
      stored: ours.length,
      delivered: ours.filter((l) => l.status === 'delivered').length,
      suppressed: ours.filter((l) => l.status === 'suppressed').length,
      pipelineSeconds,
      leadsPerSecond: ROWS / pipelineSeconds,
      bareSeconds,
      ratio: pipelineSeconds / bareSeconds,
      conflictsPerLead: conflicts / ROWS,
      ...(profile ? { profile } : {}),
    };
  } finally {
    await platform.stop();
  }
}

export function printLeadPipeline(r: Awaited<ReturnType<typeof benchLeadPipeline>>) {
  console.log(`  ${r.rows} leads ingested → ${r.stored} stored (${r.delivered} charged, ${r.suppressed} suppressed) in ${r.pipelineSeconds.toFixed(2)} s  (${r.leadsPerSecond.toFixed(0)} leads/s, goal >= 500)`);
  console.log(`  bare BatchWriteItem of the same rows, ${LANES} in flight  ${r.bareSeconds.toFixed(2)} s  (ratio ${r.ratio.toFixed(1)}x, goal <= 3x)`);
  console.log(`  transaction conflicts retried: ${r.conflictsPerLead.toFixed(3)} per lead`);
  if (r.profile) printDynamoProfile(r.profile, r.rows);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printLeadPipeline(await benchLeadPipeline());
  process.exit(0);
}
