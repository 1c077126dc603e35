import { systemClock, type Clock } from '../platform/clock.js';
import { leadIngestMessageSchema } from './ingest.contract.js';
import { PipelineCache, processLead, type LeadOutcome } from './process-lead.js';
import { releasePendingLeads, type ReleaseResult } from './release-pending.js';

/**
 * One 'lead-ingest' message: a lead through the pipeline (idempotent on the lead's id), or the
 * release of a client's pending leads (idempotent per lead: each moves on only while pending).
 */
export async function handleLeadIngestMessage(body: unknown, clock: Clock = systemClock, cache = new PipelineCache()): Promise<LeadOutcome | ReleaseResult> {
  const msg = leadIngestMessageSchema.parse(body);
  if (msg.kind === 'release') {
    // Campaigns may resume here: the batch's cached campaigns would be stale.
    cache.campaigns.clear();
    return releasePendingLeads(msg.rootId, msg.companyId, clock);
  }
  return processLead(msg.lead, clock, cache);
}
