import { createHash } from 'node:crypto';
import { db, LEAD_INGEST_QUEUE, queue, systemClock, type IncomingLead, type LeadProviderPort } from '@platform/core';
import { seededRandom, simulatedPerson } from './person.js';
import { simulatorCount } from './counts.js';
import { simulatorEnrich } from './enrich.js';

const short = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 20);

const send = (lead: IncomingLead) => queue().send(LEAD_INGEST_QUEUE, { kind: 'lead', lead });

/**
 * The embedded runtime's lead-data provider: a Site ID visit resolves at once to the person its
 * visitor id names (always the same person for the same visitor), or to `simEmail` when the hit
 * carries one (test-only: the production adapter never forwards it), and the lead goes on the
 * ingest queue as the vendor's push would. Counts answer from the keywords and the place (counts.ts), enrichments from the record (enrich.ts).
 */
export const simulatorProvider: LeadProviderPort = {
  async recordVisit(v) {
    const person = simulatedPerson(`visitor:${v.visitorId}`);
    await send({
      ...person,
      lead_id: `px-${short(`${v.visitorId}|${v.url}|${v.at}`)}`,
      campaign_code: v.urlCode,
      received_at: v.at,
      person_id: v.visitorId.slice(0, 128),
      email: v.simEmail ?? person.email,
      url: v.url.slice(0, 2000),
      ...(v.referrer ? { referrer: v.referrer.slice(0, 2000) } : { referrer: undefined }),
    });
  },
  count: simulatorCount,
  enrich: simulatorEnrich,
};

/**
 * `count` leads for one campaign (by its leadspeek_api_id or pixel code), seeded by `seed`: the
 * same seed gives the same people and lead ids, so sending it twice is a redelivery.
 */
export async function simulateLeads(campaignCode: string, count: number, seed: string, at = systemClock.now()): Promise<IncomingLead[]> {
  const leads: IncomingLead[] = [];
  for (let i = 0; i < count; i++) {
    const person = simulatedPerson(`${campaignCode}:${seed}:${i}`);
    leads.push({ ...person, lead_id: `sim-${short(`${campaignCode}:${seed}:${i}`)}`, campaign_code: campaignCode, received_at: at.toISOString() });
  }
  for (const l of leads) await send(l);
  return leads;
}

/** One tick: a few leads (0 to 2, seeded by the minute) for each running campaign. Local only, so a scan is fine. */
export async function simulatorTick(at = systemClock.now()): Promise<number> {
  const minute = at.toISOString().slice(0, 16);
  const running = await db()
    .entities.campaign.scan.where((a, op) => op.eq(a.status, 'running'))
    .go({ pages: 'all', attributes: ['leadspeekApiId'] });
  let sent = 0;
  for (const c of running.data) {
    const n = Math.floor(seededRandom(`${c.leadspeekApiId}:${minute}`)() * 3);
    if (n > 0) sent += (await simulateLeads(c.leadspeekApiId, n, minute, at)).length;
  }
  return sent;
}

/**
 * Runs the tick every `intervalS` seconds (LEAD_SIMULATOR_INTERVAL_S, default 60; 0 is off). One
 * tick at a time; `stop()` ends the timer and waits for a tick under way, so nothing of the
 * simulator touches the platform's engines after the platform stopped them.
 */
export function startLeadSimulator(intervalS: number, onError: (e: unknown) => void, tick: () => Promise<unknown> = simulatorTick): { stop(): Promise<void> } {
  if (!(intervalS > 0)) return { stop: async () => undefined };
  let running: Promise<void> | undefined;
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped || running) return;
    running = tick()
      .then(() => undefined, (e: unknown) => (stopped ? undefined : onError(e)))
      .finally(() => {
        running = undefined;
      });
  }, intervalS * 1000);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
