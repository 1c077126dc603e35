import { db, fixedClock, runBilling } from '@platform/core';
import { expect } from 'vitest';
import { api, DEMO, session } from '../client.js';
import { useCore } from '../core.js';
import { created, siteId, uniq } from '../campaigns/helpers.js';
import { ingest } from '../leads/helpers.js';
import { giveCard } from '../wallet/wallet-helpers.js';

export type S = Awaited<ReturnType<typeof session>>;

/** Acme's owner and the platform's root, with core in this process pointed at the platform's table. */
export async function acme() {
  useCore();
  const agency = await session(DEMO.agency[0], DEMO.agency[1]);
  const root = await session(DEMO.root[0], DEMO.root[1]);
  return { agency, rootId: root.companyId };
}

/** A fresh client of Acme with a saved card (a Stripe test card's payment method) and a Site ID price. */
export async function payingClient(agency: S, rootId: string, prices: Record<string, string>, card = 'pm_card_visa') {
  const tag = uniq('br');
  const res = await api<{ data: { id: string }[] }>('/api/configuration/user/create', {
    token: agency.access_token,
    body: { companyID: agency.companyId, company_name: `Billing ${tag}`, name: 'Bill Payer', email: `${tag}@client.test`, phonenum: '2015550123' },
  });
  const id = res.body.data?.[0]?.id;
  if (!id) throw new Error(`client not created: ${res.status} ${JSON.stringify(res.body)}`);
  const cost = await api('/api/configuration/user/costmodule', { method: 'PUT', token: agency.access_token, body: { companyID: id, module: 'local', ...prices } });
  expect(cost.status, JSON.stringify(cost.body)).toBe(200);
  await giveCard(rootId, id, card);
  return id;
}

/** A running Site ID campaign of the client, made by its agency through the API. */
export const runningCampaign = (agency: S, clientId: string) => created(agency.access_token, siteId(clientId));

/** Delivered leads of a campaign, received now. */
export async function leads(campaignCode: string, n: number) {
  await ingest(Array.from({ length: n }, (_, i) => ({ lead_id: uniq(`bl${i}`), campaign_code: campaignCode, email: `${uniq('b')}@lead.test` })));
}

const DAY = 86_400_000;
/** The client's calendar day now (the demo's companies are in Chicago), as the pipeline files accruals. */
export const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
/** This week's and this month's billing periods. */
export function openPeriods() {
  const d = new Date(`${today()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return { week: `W${d.toISOString().slice(0, 10)}`, month: `M${today().slice(0, 7)}` };
}
/** Far enough ahead that this week (8 days) or this month (33 days) has closed everywhere. */
export const WEEK_CLOSED = 8;
export const MONTH_CLOSED = 33;

export async function invoicesOf(rootId: string, companyId: string) {
  return (await db().entities.invoice.query.byCompany({ rootId, companyId }).go({ pages: 'all' })).data;
}

/** The daily run, limited to these companies so the demo's other payers are left alone. */
export const runFor = (rootId: string, companyIds: string[], daysAhead = 0) => runBilling(fixedClock(new Date(Date.now() + daysAhead * DAY)), { rootId, companyIds });
