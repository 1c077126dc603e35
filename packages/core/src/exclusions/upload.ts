import type { Actor } from '../access/actor.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import { putObject } from '../platform/storage.js';
import { conflict, notFound, validationError } from '../shared/errors.js';
import { runTransaction } from '../db/transaction.js';
import { ExclusionFileError, holdsMd5, parseExclusionCsv } from './csv-records.js';
import { EXCLUSION_MAX_BYTES, EXCLUSION_MESSAGES, isCsvFileName, normalizeFileName, type UploadAnswer } from './exclusions.contract.js';
import { listLabel, type ListRef } from './lists.js';
import { listStateWrite, readListState } from './list-state.js';
import { createWriteTransaction } from 'electrodb';
import { exclusionJobEntity } from './exclusion-job.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';

/** Where uploaded exclusion files land; the import worker is fed by this prefix's object-created events. */
export const EXCLUSION_UPLOAD_PREFIX = 'uploads/exclusions/';
export const exclusionObjectKey = (rootId: string, jobId: string) => `${EXCLUSION_UPLOAD_PREFIX}${rootId}/${jobId}.csv`;

/** Content types browsers and spreadsheets send for a .csv file (Excel on Windows says vnd.ms-excel). */
const CSV_TYPES = new Set(['', 'text/csv', 'application/csv', 'text/plain', 'text/x-csv', 'application/vnd.ms-excel', 'application/octet-stream']);

export interface UploadedFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

const refuse = (message: string) => validationError(message, { file: [message] });

/**
 * Records the job in the list's current generation and counts the upload on the list's owner, in
 * one transaction conditioned on the generation: an upload and a purge at once either land the
 * upload in the purged generation before the purge (whose condition on the uploads count then
 * fails, so it re-reads and refuses with 409 while the upload imports) or in the new one after it.
 */
async function acceptUpload(list: ListRef, job: Omit<Parameters<(typeof exclusionJobEntity)['create']>[0], 'generation'>, md5: boolean): Promise<void> {
  let state = list.state;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const generation = state.generation;
    const outcome = await runTransaction(() =>
      createWriteTransaction({ exclusionJob: exclusionJobEntity, company: companyEntity, campaign: campaignEntity }, ({ exclusionJob, company, campaign }) => [exclusionJob.create({ ...job, generation }).commit(), listStateWrite({ company, campaign }, list, { kind: 'upload', generation, md5 })])
        .go(),
    );
    if (outcome.ok) return;
    const now = await readListState(list);
    if (!now) throw notFound('Exclusion list not found.');
    state = now;
  }
  throw conflict(EXCLUSION_MESSAGES.busy);
}

/**
 * Checks the file the way the import will read it (CSV text, at most 10,000 records) so a bad file
 * is refused at once and nothing is stored; then stores it and records the job. The bucket's
 * object-created event starts the import (S3 → SQS → worker), which reads the file again.
 */
export async function uploadExclusionFile(actor: Actor, list: ListRef, file: UploadedFile, clock: Clock = systemClock): Promise<UploadAnswer> {
  const type = file.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isCsvFileName(file.name) || !CSV_TYPES.has(type)) throw refuse(EXCLUSION_MESSAGES.notCsv);
  if (file.bytes.length > EXCLUSION_MAX_BYTES) throw refuse(EXCLUSION_MESSAGES.tooLarge);
  if (file.bytes.length === 0) throw refuse(EXCLUSION_MESSAGES.empty);
  let parsed;
  try {
    parsed = parseExclusionCsv(file.bytes);
  } catch (e) {
    if (e instanceof ExclusionFileError) throw refuse(e.message);
    throw e;
  }

  const me = await getUser(actor.rootId, actor.userId);
  const jobId = newId();
  const objectKey = exclusionObjectKey(list.rootId, jobId);
  const filename = normalizeFileName(file.name) || 'upload.csv';
  const job = {
    rootId: list.rootId,
    jobId,
    listType: list.listType,
    ownerId: list.ownerId,
    companyId: list.company.companyId,
    filename,
    objectKey,
    status: 'queued' as const,
    totalRows: parsed.rows.length,
    currentRow: 0,
    validRows: parsed.valid,
    invalidRows: parsed.invalid,
    duplicateRows: parsed.duplicates,
    uploadedBy: actor.userId,
    ...(me ? { uploadedByName: me.name } : {}),
    createdAt: clock.now().toISOString(),
  };
  await acceptUpload(list, job, holdsMd5(parsed));
  // The job exists before the file does, so the import always finds it when the event arrives.
  await putObject(objectKey, file.bytes, 'text/csv');
  if (me) {
    await recordAudit(
      { rootId: actor.rootId, companyId: list.company.companyId, user: me, actingUser: actingUserOf(actor), action: 'exclusion_list_changed', description: `Uploaded ${filename} (${parsed.rows.length} records) to ${listLabel(list)}`, ...(list.listType === 'campaign' ? { campaignId: list.ownerId } : {}) },
      clock,
    );
  }
  return { result: 'success', message: 'Your file has been uploaded and is being imported.', job_id: jobId };
}
