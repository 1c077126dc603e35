import type { z } from 'zod';
import type { Actor } from '../access/actor.js';
import { zonedDayStart, nextDay } from '../audit/zoned-day.js';
import { db } from '../db/service.js';
import { forbidden, notFound, validationError } from '../shared/errors.js';
import { batchGet } from '../db/batch-get.js';
import { companyGetter } from '../tenancy/companies.js';
import { readableCampaign, readableScope } from '../campaigns/campaign-access.js';
import type { agencyLeadsPathSchema, agencyLeadsQuerySchema, leadReportPathSchema, leadReportQuerySchema } from '../campaigns/campaign.contract.js';
import type { Campaign } from '../campaigns/campaign.entity.js';
import { leadRow, leadsCsv, pageOf } from './lead-view.js';

const MAX_RANGE_DAYS = 366;

/** A day range in a company's time zone as UTC instants [from, to). */
function range(start: string, end: string, timeZone: string) {
  if (start > end) throw validationError('The end date is before the start date.', { end: ['The end date is before the start date.'] });
  if ((Date.parse(end) - Date.parse(start)) / 86_400_000 > MAX_RANGE_DAYS) throw validationError('Choose at most one year.', { end: ['Choose at most one year.'] });
  return { from: zonedDayStart(start, timeZone).toISOString(), to: zonedDayStart(nextDay(end), timeZone).toISOString() };
}

const fileName = (what: string, start: string, end: string) => `leads-${what}-${start}-${end}.csv`.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * GET /leadspeek/report/lead/{campaign_id}/{start}/{end}: the campaign's leads of those days (the
 * client's time zone), newest first, each with its status and the amount charged; `format=csv`
 * downloads them. Removed campaigns keep their report. One partition query (byCampaign by date).
 */
export async function campaignLeadReport(actor: Actor, path: z.infer<typeof leadReportPathSchema>, query: z.infer<typeof leadReportQuerySchema>) {
  const { campaign, client } = await readableCampaign(actor, path.campaign_id, { includeRemoved: true });
  const { from, to } = range(path.start, path.end, client.timezone ?? 'America/Chicago');
  const res = await db()
    .entities.lead.query.byCampaign({ rootId: campaign.rootId, campaignId: campaign.campaignId })
    .gte({ receivedAt: from })
    .where((a, w) => w.lt(a.receivedAt, to))
    .go({ pages: 'all', order: 'desc' });
  const leads = query.status === 'all' ? res.data : res.data.filter((l) => l.status === query.status);
  const rows = leads.map((l) => leadRow(l, campaign, client.name));
  const wholesale = actor.userType !== 'client';
  if (query.format === 'csv') return { file: { filename: fileName(campaign.leadspeekApiId, path.start, path.end), contentType: 'text/csv; charset=utf-8', body: leadsCsv(rows, wholesale) } };
  return pageOf(wholesale ? rows : rows.map((r) => ({ ...r, wholesale_cents: 0 })), query.page, query.per_page);
}

/**
 * GET /leadspeek/leads/{type}/{company}/{start}/{end}: leads management, every lead of the agency's
 * clients in the module (administrators only, seed 001 §2), filterable by client, status and a
 * search, downloadable. One partition query (the agency's leads by module and date).
 */
export async function agencyLeads(actor: Actor, path: z.infer<typeof agencyLeadsPathSchema>, query: z.infer<typeof agencyLeadsQuerySchema>) {
  const { company } = await readableScope(actor, path.company);
  if (actor.userType !== 'administrator') throw forbidden('Only administrators may open leads management.');
  if (company.kind !== 'agency') throw notFound('Company not found.');
  const { from, to } = range(path.start, path.end, company.timezone ?? 'America/Chicago');
  const res = await db()
    .entities.lead.query.byAgency({ rootId: company.rootId, agencyId: company.companyId, module: path.type })
    .between({ receivedAt: from }, { receivedAt: to })
    .where((a, w) => w.lt(a.receivedAt, to))
    .go({ pages: 'all', order: 'desc' });
  let leads = res.data;
  if (query.client_id) leads = leads.filter((l) => l.companyId === query.client_id);
  if (query.status !== 'all') leads = leads.filter((l) => l.status === query.status);
  const campaignIds = [...new Set(leads.map((l) => l.campaignId))];
  const clientIds = [...new Set(leads.map((l) => l.companyId))];
  const campaigns = new Map<string, Campaign>();
  for (let i = 0; i < campaignIds.length; i += 100) {
    const got = await db().entities.campaign.get(campaignIds.slice(i, i + 100).map((campaignId) => ({ rootId: company.rootId, campaignId }))).go();
    for (const c of got.data) campaigns.set(c.campaignId, c);
  }
  const clients = new Map((await batchGet(clientIds.map((id) => companyGetter(company.rootId, id)))).filter((c) => c !== undefined).map((c) => [c.companyId, c.name]));
  let rows = leads.map((l) => leadRow(l, campaigns.get(l.campaignId), clients.get(l.companyId)));
  const key = query.searchkey?.toLowerCase();
  if (key) rows = rows.filter((r) => [r.first_name, r.last_name, r.email, r.company_name, r.campaign_name, r.leadspeek_api_id].some((v) => v?.toLowerCase().includes(key)));
  if (query.format === 'csv') return { file: { filename: fileName(path.type, path.start, path.end), contentType: 'text/csv; charset=utf-8', body: leadsCsv(rows, true) } };
  return pageOf(rows, query.page, query.per_page);
}
