import { chargeCompany } from '../payments/charge-company.js';
import type { FileJobKindHandler } from '../jobs/file-jobs.js';
import type { FileJob } from '../jobs/file-job.entity.js';
import { ENRICH_BATCH, leadProvider, type EnrichedRecord } from '../platform/lead-provider.js';
import { deleteObject, getObjectBytes } from '../platform/storage.js';
import { centsToString } from '../pricing/money.js';
import { debitWallet } from '../wallet/debit.js';
import { ENRICHED_COLUMNS, ENRICHMENT_MESSAGES } from './enrichment.contract.js';
import { parseEnrichmentCsv, type EnrichmentFile } from './enrichment-csv.js';
import type { EnrichmentParams } from './enrichment.js';
import { fileJobEntity } from '../jobs/file-job.entity.js';

/** One key per job, whatever retries: the wallet row and the invoice are named by it (docs/decisions.md, "Money you can trust"). */
export const enrichmentChargeKey = (jobId: string) => `data-enrichment:${jobId}`;

const files = new Map<string, EnrichmentFile>();
/** The uploaded file, read once per process and job (a job's pages come one after another). */
async function sourceOf(job: FileJob): Promise<EnrichmentFile> {
  const hit = files.get(job.jobId);
  if (hit) return hit;
  const bytes = job.sourceKey ? await getObjectBytes(job.sourceKey) : undefined;
  if (!bytes) throw new Error(`enrichment ${job.jobId}: its upload is gone`);
  const parsed = parseEnrichmentCsv(bytes);
  files.clear();
  files.set(job.jobId, parsed);
  return parsed;
}

const cellsOf = (e: EnrichedRecord | undefined, valid: boolean) =>
  e?.matched ? ['Yes', e.first_name, e.last_name, e.email, e.phone, e.address, e.city, e.state, e.zip, e.company_name, e.job_title] : [valid ? 'No' : 'Invalid row', ...ENRICHED_COLUMNS.slice(1).map(() => '')];

/**
 * The enrichment kind of file job: charged once before the first page (the quote confirmed, by the
 * job's key: a retried run finds the wallet row or the invoice and charges nothing more), then the
 * file's rows in pages of ENRICH_BATCH, each row with what the provider returned.
 */
export const enrichmentJobKind: FileJobKindHandler = {
  header: (job) => [...(job.params as EnrichmentParams).ownColumns, ...ENRICHED_COLUMNS],

  async begin(job) {
    const amount = job.amountCents ?? 0;
    if (amount <= 0 || job.chargeRef) return { ok: true };
    const key = enrichmentChargeKey(job.jobId);
    const what = `Data enrichment of ${job.filename.replace(/-enriched\.csv$/, '.csv')}: ${job.matchedRows ?? 0} matched rows`;
    let chargeRef: string;
    if (job.payment === 'wallet') {
      const debit = await debitWallet({ rootId: job.rootId, companyId: job.companyId }, amount, what, key);
      if (!debit.ok) return { ok: false, message: ENRICHMENT_MESSAGES.walletShortAtCharge };
      chargeRef = debit.txId;
    } else {
      const charge = await chargeCompany({
        rootId: job.rootId,
        companyId: job.companyId,
        amountCents: amount,
        description: what,
        lines: [{ description: `Matched rows at $${centsToString(job.unitCents ?? 0)}`, quantity: job.matchedRows ?? 0, unitCents: job.unitCents ?? 0 }],
        idempotencyKey: key,
        kind: 'data_enrichment',
      });
      // Still being confirmed: the message comes back and asks again under the same key.
      if (charge.status === 'processing') throw new Error(`enrichment ${job.jobId}: the card charge is being confirmed`);
      if (charge.status === 'failed') return { ok: false, message: ENRICHMENT_MESSAGES.cardDeclined };
      chargeRef = charge.invoice.invoiceId;
    }
    await fileJobEntity.patch({ rootId: job.rootId, jobId: job.jobId }).set({ chargeRef }).go();
    return { ok: true };
  },

  async page(job, from) {
    const file = await sourceOf(job);
    const slice = file.rows.slice(from.row, from.row + ENRICH_BATCH);
    const asked = slice.flatMap((r) => (r.record ? [r.record] : []));
    const answers = asked.length ? await leadProvider().enrich(asked, 'append') : [];
    let next = 0;
    const rows = slice.map((r) => [...r.own, ...cellsOf(r.record ? answers[next++] : undefined, Boolean(r.record))]);
    return { rows, done: from.row + slice.length >= file.rows.length };
  },

  async finish(job) {
    files.delete(job.jobId);
    // The upload may hold people's addresses: it goes once the enriched file exists.
    if (job.sourceKey) await deleteObject(job.sourceKey);
  },
};
