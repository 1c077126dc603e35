import type { Actor } from '../access/actor.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { isConditionFailure } from '../db/conditions.js';
import { getUser } from '../identity/users.js';
import { fileJobAnswer, enqueueFileJob, getFileJob } from '../jobs/file-jobs.js';
import type { FileJob } from '../jobs/file-job.entity.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import { ENRICH_BATCH, leadProvider, type EnrichRecord } from '../platform/lead-provider.js';
import { getObjectBytes, presignedPut } from '../platform/storage.js';
import { checkUpload } from '../platform/upload-check.js';
import { enrichmentUnitCents } from '../pricing/agency-costs.js';
import { centsToString } from '../pricing/money.js';
import { DomainError, notFound, validationError } from '../shared/errors.js';
import { readWallet } from '../wallet/wallet-store.js';
import { normalizeFileName } from '../exclusions/exclusions.contract.js';
import { ENRICHMENT_MAX_BYTES, ENRICHMENT_MESSAGES, type EnrichmentJobAnswer, type EnrichmentQuote, type EnrichmentUploadAnswer } from './enrichment.contract.js';
import { EnrichmentFileError, parseEnrichmentCsv } from './enrichment-csv.js';
import { enrichmentScope } from './enrichment-scope.js';
import { fileJobEntity } from '../jobs/file-job.entity.js';

/** Uploaded files to enrich, one folder per client; no worker listens here (the person confirms first). */
const uploadFolder = (rootId: string, clientId: string) => `uploads/enrichment/${rootId}/${clientId}/`;
const UPLOAD_KEY = /^[A-Za-z0-9_-]{1,64}\.csv$/;
const UPLOAD_SECONDS = 300;
const LIST_SIZE = 50;

/** What the enrichment job keeps beside the generic job (in `params`). */
export interface EnrichmentParams {
  input: 'email' | 'name_address';
  ownColumns: string[];
  invalidRows: number;
}

const refuse = (field: string, message: string) => validationError(message, { [field]: [message] });

/** POST /api/data-enrichment/upload: a presigned PUT of one CSV of this size into the client's folder. */
export async function enrichmentUploadTarget(actor: Actor, body: { company_id: string; size: number }): Promise<EnrichmentUploadAnswer> {
  const { client } = await enrichmentScope(actor, body.company_id);
  const key = `${uploadFolder(client.rootId, client.companyId)}${newId()}.csv`;
  return { upload_url: await presignedPut(key, 'text/csv', body.size, UPLOAD_SECONDS), key, headers: { 'content-type': 'text/csv' }, expires_in: UPLOAD_SECONDS };
}

async function walletBalance(rootId: string, companyId: string): Promise<number> {
  return (await readWallet(rootId, companyId))?.balanceCents ?? 0;
}

function quoteOf(job: FileJob, balanceCents: number | undefined): EnrichmentQuote {
  const params = job.params as EnrichmentParams;
  const amount = job.amountCents ?? 0;
  const wallet = job.payment === 'wallet';
  return {
    input: params.input,
    total_rows: job.totalRows,
    valid_rows: job.validRows ?? 0,
    invalid_rows: params.invalidRows,
    matched_rows: job.matchedRows ?? 0,
    unit_price: centsToString(job.unitCents ?? 0),
    amount: centsToString(amount),
    payment: job.payment ?? 'card',
    wallet_balance: wallet && balanceCents !== undefined ? centsToString(balanceCents) : null,
    amount_needed: wallet && balanceCents !== undefined && job.status === 'quoted' && balanceCents < amount ? centsToString(amount - balanceCents) : null,
  };
}

const answerOf = (job: FileJob, balanceCents: number | undefined): EnrichmentJobAnswer => ({ ...fileJobAnswer(job), quote: quoteOf(job, balanceCents) });

/** How many of the records the provider knows (its match call is not billed). */
async function countMatches(records: EnrichRecord[]): Promise<number> {
  let matched = 0;
  for (let i = 0; i < records.length; i += ENRICH_BATCH) {
    const answers = await leadProvider().enrich(records.slice(i, i + ENRICH_BATCH), 'match');
    matched += answers.filter((a) => a.matched).length;
  }
  return matched;
}

/**
 * POST /api/data-enrichment/preview: the uploaded file is checked (there, within the size, its bytes
 * text), read, its usable rows matched by the provider and priced at the root's price per matched
 * row. The quote is a job waiting for confirmation; nothing is charged yet.
 */
export async function previewEnrichment(actor: Actor, body: { company_id: string; key: string; filename: string }, clock: Clock = systemClock): Promise<EnrichmentJobAnswer> {
  const { client, payment } = await enrichmentScope(actor, body.company_id);
  const folder = uploadFolder(client.rootId, client.companyId);
  const file = body.key.startsWith(folder) ? body.key.slice(folder.length) : '';
  if (!UPLOAD_KEY.test(file)) throw refuse('key', ENRICHMENT_MESSAGES.notUploaded);
  const checked = await checkUpload(body.key, { allowed: ['text/csv'], maxBytes: ENRICHMENT_MAX_BYTES });
  if (!checked) throw refuse('file', ENRICHMENT_MESSAGES.notCsv);
  const bytes = await getObjectBytes(body.key);
  if (!bytes) throw refuse('key', ENRICHMENT_MESSAGES.notUploaded);
  let parsed;
  try {
    parsed = parseEnrichmentCsv(bytes);
  } catch (e) {
    if (e instanceof EnrichmentFileError) throw refuse('file', e.message);
    throw e;
  }
  if (parsed.valid === 0) throw refuse('file', ENRICHMENT_MESSAGES.noneValid);
  const records = parsed.rows.flatMap((r) => (r.record ? [r.record] : []));
  const [matched, unitCents] = await Promise.all([countMatches(records), enrichmentUnitCents(client.rootId)]);
  const base = normalizeFileName(body.filename).replace(/\.csv$/, '') || 'file';
  const params: EnrichmentParams = { input: parsed.input, ownColumns: parsed.ownColumns, invalidRows: parsed.rows.length - parsed.valid };
  const job = (
    await fileJobEntity.create({
        rootId: client.rootId,
        jobId: newId(),
        kind: 'data_enrichment',
        companyId: client.companyId,
        filename: `${base}-enriched.csv`,
        sourceKey: body.key,
        status: 'quoted',
        totalRows: parsed.rows.length,
        currentRow: 0,
        params,
        validRows: parsed.valid,
        matchedRows: matched,
        unitCents,
        amountCents: matched * unitCents,
        payment,
        createdBy: actor.userId,
        createdAt: clock.now().toISOString(),
      })
      .go()
  ).data as FileJob;
  return answerOf(job, payment === 'wallet' ? await walletBalance(client.rootId, client.companyId) : undefined);
}

async function enrichmentJobOf(actor: Actor, jobId: string) {
  const job = await getFileJob(actor.rootId, jobId);
  if (!job || job.kind !== 'data_enrichment') throw notFound('This enrichment was not found.');
  const scope = await enrichmentScope(actor, job.companyId);
  return { job, scope };
}

/**
 * POST /api/data-enrichment/jobs/{jobId}/start: confirms a quote. Paid from the wallet, it is
 * refused (402, with the amount needed) when the wallet holds less than the quote; the charge itself
 * is the worker's, once per job. A second click, or a start of a job already under way, answers the
 * job as it is (and hands a queued job to the worker again, which is harmless).
 */
export async function startEnrichment(actor: Actor, jobId: string, clock: Clock = systemClock): Promise<EnrichmentJobAnswer> {
  const { job, scope } = await enrichmentJobOf(actor, jobId);
  const balance = scope.payment === 'wallet' ? await walletBalance(job.rootId, job.companyId) : undefined;
  if (job.status === 'quoted') {
    const amount = job.amountCents ?? 0;
    if (balance !== undefined && balance < amount) {
      const message = ENRICHMENT_MESSAGES.walletShort(centsToString(balance), centsToString(amount), centsToString(amount - balance));
      throw new DomainError('payment_required', message, { amount_needed: [centsToString(amount - balance)] });
    }
    try {
      await fileJobEntity.patch({ rootId: job.rootId, jobId }).set({ status: 'queued' }).where((a, op) => op.eq(a.status, 'quoted')).go();
      const me = await getUser(actor.rootId, actor.userId);
      if (me) {
        await recordAudit(
          { rootId: actor.rootId, companyId: job.companyId, user: me, actingUser: actingUserOf(actor), action: 'data_enrichment_started', description: `Started enriching ${job.filename.replace(/-enriched\.csv$/, '.csv')}: ${job.matchedRows ?? 0} matched rows, $${centsToString(amount)} (${job.payment})` },
          clock,
        );
      }
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
    }
  }
  const now = (await getFileJob(job.rootId, jobId)) as FileJob;
  if (now.status === 'queued') await enqueueFileJob(now);
  return answerOf(now, balance);
}

/** GET /api/data-enrichment/{companyId}/jobs: the client's latest enrichments, newest first, and the price per matched row. */
export async function listEnrichments(actor: Actor, companyId: string) {
  const { client, payment } = await enrichmentScope(actor, companyId);
  const [res, unitCents, balance] = await Promise.all([
    fileJobEntity.query.byCompany({ rootId: client.rootId, companyId: client.companyId, kind: 'data_enrichment' }).go({ order: 'desc', limit: LIST_SIZE }),
    enrichmentUnitCents(client.rootId),
    payment === 'wallet' ? walletBalance(client.rootId, client.companyId) : Promise.resolve(undefined),
  ]);
  return { data: res.data.map((j) => answerOf(j, balance)), unit_price: centsToString(unitCents) };
}

/** The enrichment as the page shows it, for whoever may run the client's enrichments. */
export async function readEnrichmentJob(actor: Actor, job: FileJob): Promise<EnrichmentJobAnswer> {
  const scope = await enrichmentScope(actor, job.companyId);
  return answerOf(job, scope.payment === 'wallet' ? await walletBalance(job.rootId, job.companyId) : undefined);
}
