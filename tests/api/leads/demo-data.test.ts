import { db } from '@platform/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useCore } from '../core.js';
import { demoSessions, type Session, type Who } from '../campaigns/helpers.js';

let s: Record<Who, Session>;
const DEMO_CAMPAIGNS = ['Bakery website visitors', 'Sourdough searchers in Illinois'];

beforeAll(async () => {
  useCore();
  s = await demoSessions();
});

describe("demo data: Bob's Bakery's campaigns have leads of the last 30 days", () => {
  it('delivered and charged from the prepaid wallet, some suppressed, counted on the daily stats', async () => {
    const rootId = s.root.companyId;
    const bakery = s.client.companyId;
    for (const leadspeekType of ['local', 'locator'] as const) {
      // The demo's own campaign, not one another test file added for the bakery.
      const campaigns = (await db().entities.campaign.query.byCompany({ rootId, companyId: bakery, leadspeekType, status: 'running' }).go()).data;
      const demo = campaigns.find((c) => DEMO_CAMPAIGNS.includes(c.campaignName));
      expect(demo, `the demo's ${leadspeekType} campaign`).toBeDefined();
      const leads = (await db().entities.lead.query.byCampaign({ rootId, campaignId: demo?.campaignId ?? '' }).go({ pages: 'all' })).data;
      const delivered = leads.filter((l) => l.status === 'delivered');
      expect(delivered.length).toBeGreaterThan(50);
      expect(delivered.every((l) => l.amountRetailCents > 0)).toBe(true);
      expect(leads.some((l) => l.status === 'suppressed')).toBe(true);
    }
    const charges = (await db().entities.walletTx.query.byId({ rootId, companyId: bakery }).go({ pages: 'all' })).data.filter((t) => t.txId.startsWith('charge#ld'));
    expect(charges.length).toBeGreaterThan(100);
    const stats = (await db().entities.dailyStats.query.byScopeDay({ rootId, scope: 'client', scopeId: bakery, module: 'local' }).go({ pages: 'all' })).data;
    expect(stats.reduce((t, d) => t + (d.delivered ?? 0), 0)).toBeGreaterThan(50);
  });
});
