import { createHash } from 'node:crypto';
import { creditTopup, db, isMd5Key, setQueuePort, uploadCounted } from '@platform/core';
import { expect } from 'vitest';
import { api } from '../client.js';
import { useCore } from '../core.js';
import { created, demoSessions, newClientOf, siteId, uniq, type Session } from '../campaigns/helpers.js';

export type LeadIn = { lead_id: string; campaign_code: string; email?: string; first_name?: string; received_at?: string; person_id?: string };

/** Leads as the vendor pushes them, through the embedded runtime's ingest queue, then waits for the pipeline. */
export async function ingest(leads: LeadIn[]): Promise<void> {
  const res = await api<{ sent: number }>('/_local/lead-simulator/run', { body: { leads } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await drain();
}

export async function drain(): Promise<void> {
  for (const q of ['lead-ingest', 'lead-delivery']) {
    const res = await api(`/_local/queues/${q}/drain`, { body: { timeoutMs: 60_000 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

/** The client's price for a module, set by its agency through the API. */
export async function price(agencyToken: string, clientId: string, PaymentTerm: 'Prepaid' | 'Weekly' | 'Monthly', CostSet: string, extra: Record<string, unknown> = {}) {
  const res = await api('/api/configuration/user/costmodule', { method: 'PUT', token: agencyToken, body: { companyID: clientId, module: 'local', PaymentTerm, CostSet, ...extra } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

let n = 0;
/** Money put in through the wallet's own credit step (the part after a paid charge). */
export async function fund(rootId: string, companyId: string, cents: number) {
  await db().entities.wallet.create({ rootId, companyId }).go().catch(() => undefined);
  const id = `${Date.now()}${(n += 1)}`;
  await creditTopup({
    rootId,
    companyId,
    txId: `topup#lead-test-${id}`,
    title: 'Top-up',
    amountCents: cents,
    paymentIntentId: `pi_test_${id}`,
    auto: false,
    now: new Date(),
    audit: { user: { userId: 'test', name: 'Test', userType: 'system' }, action: 'wallet_topup', description: 'test top-up' },
  });
}

export async function wallet(rootId: string, companyId: string) {
  const w = (await db().entities.wallet.get({ rootId, companyId }).go({ consistent: true })).data;
  const rows = (await db().entities.walletTx.query.byId({ rootId, companyId }).go({ pages: 'all' })).data;
  return { balance: w?.balanceCents ?? 0, charges: rows.filter((r) => r.type === 'charge') };
}

export async function leadsOf(rootId: string, campaignId: string) {
  return (await db().entities.lead.query.byCampaign({ rootId, campaignId }).go({ pages: 'all' })).data;
}

export const person = () => `${uniq('p')}@lead.test`;
export const md5 = (s: string) => createHash('md5').update(s).digest('hex');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** An entry on an exclusion list, as an import writes it (key `md5:` or `sha256:`), in the list's current generation. */
export async function exclude(rootId: string, listType: 'root' | 'client' | 'campaign', ownerId: string, entryKey: string) {
  await excludeMany(rootId, listType, ownerId, [entryKey]);
}

/**
 * Core in this process pointed at the platform, for leads run through the pipeline here (their
 * delivery announcements and release requests go nowhere: the tests run those steps themselves),
 * and the demo's sessions.
 */
export async function pipelineHere() {
  useCore();
  setQueuePort({ send: async () => ({ messageId: 'kept-by-test' }) });
  const s = await demoSessions();
  return { s, rootId: s.root.companyId };
}

/** A fresh prepaid client of the agency at $2.50 a lead, with a funded wallet, and a running Site ID campaign. */
export async function prepaidCampaign(agency: Session, rootId: string, balanceCents: number, campaign: Record<string, unknown> = {}) {
  const client = await newClientOf(agency.access_token, agency.companyId);
  await price(agency.access_token, client.id, 'Prepaid', '2.50');
  if (balanceCents) await fund(rootId, client.id, balanceCents);
  const c = await created(agency.access_token, siteId(client.id, campaign));
  return { client, c };
}

/** Many entries on one exclusion list, as an import writes them, in batches. */
export async function excludeMany(rootId: string, listType: 'root' | 'client' | 'campaign', ownerId: string, entryKeys: string[]) {
  const owner =
    listType === 'campaign'
      ? (await db().entities.campaign.get({ rootId, campaignId: ownerId }).go({ consistent: true })).data
      : (await db().entities.company.get({ rootId, companyId: ownerId }).go({ consistent: true })).data;
  const generation = owner?.exclusionGeneration ?? 0;
  const rows = entryKeys.map((entryKey) => ({ rootId, listType, ownerId, generation, entryKey, shard: entryKey.slice(entryKey.indexOf(':') + 1).slice(0, 1) }));
  // The finished upload that wrote them, counted on the list's owner as an accepted upload is (the pipeline reads only lists that counted one).
  const jobId = uniq('test-upload-');
  const companyId = listType === 'campaign' ? ((owner as { companyId?: string } | null)?.companyId ?? ownerId) : ownerId;
  const at = new Date().toISOString();
  await db().entities.exclusionJob.create({ rootId, jobId, listType, ownerId, companyId, generation, filename: 'test.csv', objectKey: `uploads/exclusions/${rootId}/${jobId}.csv`, status: 'done', totalRows: rows.length, currentRow: rows.length, validRows: rows.length, createdAt: at, finishedAt: at }).go();
  await db().entities.exclusionEntry.put(rows.map((r) => ({ ...r, jobId }))).go();
  const counted = uploadCounted(entryKeys.some(isMd5Key));
  if (listType === 'campaign') await db().entities.campaign.patch({ rootId, campaignId: ownerId }).add(counted).go();
  else await db().entities.company.patch({ rootId, companyId: ownerId }).add(counted).go();
}
