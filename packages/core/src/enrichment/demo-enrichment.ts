import { processFileJob } from '../jobs/kinds.js';
import { putObject } from '../platform/storage.js';
import { enrichmentUnitCents } from '../pricing/agency-costs.js';
import { parseEnrichmentCsv } from './enrichment-csv.js';
import type { EnrichmentParams } from './enrichment.js';
import { ENRICH_BATCH, leadProvider } from '../platform/lead-provider.js';
import { fileJobEntity } from '../jobs/file-job.entity.js';

const DEMO_JOB = 'demo-enrichment-bakery';
const DEMO_FILE = ['email', ...['ann.miller', 'raj.patel', 'lena.kowalski', 'tom.nguyen', 'maria.garcia', 'sam.okafor', 'nomatch.guest', 'joe.brown', 'ivy.chen', 'not an address'].map((n) => (n.includes(' ') ? n : `${n}@example.com`))].join('\n');

/**
 * Bob's Bakery's finished data enrichment (docs/decisions.md, "Data enrichment and export jobs"):
 * a file of ten rows quoted, confirmed and run through the same job as a person's, paid from its
 * wallet once, so the page shows a done job whose enriched file downloads.
 */
export async function seedDemoEnrichment(ids: { rootId: string; bakeryId: string; userId: string }, now: Date): Promise<void> {
  const sourceKey = `uploads/enrichment/${ids.rootId}/${ids.bakeryId}/${DEMO_JOB}.csv`;
  const bytes = Buffer.from(DEMO_FILE, 'utf8');
  await putObject(sourceKey, bytes, 'text/csv');
  const parsed = parseEnrichmentCsv(bytes);
  const records = parsed.rows.flatMap((r) => (r.record ? [r.record] : []));
  const matched = (await leadProvider().enrich(records.slice(0, ENRICH_BATCH), 'match')).filter((a) => a.matched).length;
  const unitCents = await enrichmentUnitCents(ids.rootId);
  const params: EnrichmentParams = { input: parsed.input, ownColumns: parsed.ownColumns, invalidRows: parsed.rows.length - parsed.valid };
  await fileJobEntity.put({
      rootId: ids.rootId,
      jobId: DEMO_JOB,
      kind: 'data_enrichment',
      companyId: ids.bakeryId,
      filename: 'bakery-customers-enriched.csv',
      sourceKey,
      status: 'queued',
      totalRows: parsed.rows.length,
      currentRow: 0,
      params,
      validRows: parsed.valid,
      matchedRows: matched,
      unitCents,
      amountCents: matched * unitCents,
      payment: 'wallet',
      createdBy: ids.userId,
      createdAt: new Date(now.getTime() - 3_600_000).toISOString(),
    })
    .go();
  await processFileJob({ rootId: ids.rootId, jobId: DEMO_JOB }, 1);
}
