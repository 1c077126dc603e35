import { coalescingReader } from '../db/batch-get.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { leadIngestMessageSchema, type IncomingLead, type LeadIngestMessage } from './ingest.contract.js';
import { processLeadBatch } from './lead-batch.js';
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

/**
 * A worker batch of 'lead-ingest' messages: the releases first, one by one, then the leads together
 * (`processLeadBatch`: each campaign's leads charged a group per transaction). One outcome or error
 * per message, in order.
 */
export async function handleLeadIngestBatch(messages: readonly LeadIngestMessage[], clock: Clock = systemClock, cache = new PipelineCache(coalescingReader())): Promise<PromiseSettledResult<LeadOutcome | ReleaseResult>[]> {
  const results: PromiseSettledResult<LeadOutcome | ReleaseResult>[] = [];
  const leads: { lead: IncomingLead; at: number }[] = [];
  for (const [at, msg] of messages.entries()) {
    if (msg.kind === 'lead') {
      leads.push({ lead: msg.lead, at });
      continue;
    }
    results[at] = await handleLeadIngestMessage(msg, clock, cache).then(
      (value) => ({ status: 'fulfilled' as const, value }),
      (reason: unknown) => ({ status: 'rejected' as const, reason }),
    );
  }
  const outcomes = await processLeadBatch(leads.map((l) => l.lead), clock, cache);
  leads.forEach(({ at }, k) => (results[at] = outcomes[k] ?? { status: 'rejected', reason: new Error('lead left unanswered') }));
  return results;
}
