import { systemClock, type Clock } from '../platform/clock.js';
import { leadIngestMessageSchema } from './ingest.contract.js';
import { PipelineCache, processLead, type LeadOutcome } from './process-lead.js';

/** One 'lead-ingest' message: a lead through the pipeline (idempotent on the lead's id). */
export async function handleLeadIngestMessage(body: unknown, clock: Clock = systemClock, cache = new PipelineCache()): Promise<LeadOutcome> {
  const msg = leadIngestMessageSchema.parse(body);
  return processLead(msg.lead, clock, cache);
}
