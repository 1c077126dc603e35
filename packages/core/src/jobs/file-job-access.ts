import type { Actor } from '../access/actor.js';
import { readableCampaign, readableScope } from '../campaigns/campaign-access.js';
import { enrichmentScope } from '../enrichment/enrichment-scope.js';
import { readEnrichmentJob } from '../enrichment/enrichment.js';
import type { LeadExportParams } from '../leads/lead-export.js';
import { notFound } from '../shared/errors.js';
import type { FileJob } from './file-job.entity.js';
import { fileJobAnswer, fileJobDownload, getFileJob } from './file-jobs.js';

const NOT_FOUND = 'This file was not found.';

/**
 * A job as its reader may see it. An enrichment: whoever may run the client's enrichments. An
 * export: only the person who asked for it (it carries what that person may see, wholesale
 * included), while the campaign (or, from leads management, the agency) is still theirs to read.
 */
async function readable(actor: Actor, jobId: string): Promise<FileJob> {
  const job = await getFileJob(actor.rootId, jobId);
  if (!job) throw notFound(NOT_FOUND);
  if (job.kind === 'data_enrichment') await enrichmentScope(actor, job.companyId);
  else {
    if (job.createdBy !== actor.userId) throw notFound(NOT_FOUND);
    const p = job.params as LeadExportParams;
    // Leads management's export: the agency must still be theirs to read; a campaign's: the campaign.
    if (p.agency) await readableScope(actor, p.agency.agencyId);
    else await readableCampaign(actor, p.campaignId ?? '', { includeRemoved: true });
  }
  return job;
}

/** GET /api/file-jobs/{jobId}: progress (an enrichment with its quote). */
export async function readFileJob(actor: Actor, jobId: string) {
  const job = await readable(actor, jobId);
  return job.kind === 'data_enrichment' ? readEnrichmentJob(actor, job) : fileJobAnswer(job);
}

/** GET /api/file-jobs/{jobId}/download: a five-minute address of the finished file. */
export async function downloadFileJob(actor: Actor, jobId: string) {
  return fileJobDownload(await readable(actor, jobId));
}
