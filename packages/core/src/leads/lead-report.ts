import type { z } from 'zod';
import type { Actor } from '../access/actor.js';
import { forbidden, notFound, validationError } from '../shared/errors.js';
import { batchGet } from '../db/batch-get.js';
import { companyGetter } from '../tenancy/companies.js';
import { readableCampaign, readableScope } from '../campaigns/campaign-access.js';
import type { agencyLeadsPathSchema, agencyLeadsQuerySchema, leadReportPathSchema, leadReportQuerySchema } from '../campaigns/campaign.contract.js';
import type { Campaign } from '../campaigns/campaign.entity.js';
import type { CampaignModule } from '../campaigns/modules.js';
import { readDailyStats, type DayStats } from './daily-stats.js';
import type { StatsScope } from './daily-stats.entity.js';
import { afterRow, dayRange, leadPage, withoutRow, type DayCount, type Run, type RunOptions } from './lead-pages.js';
import type { Lead } from './lead.entity.js';
import type { LeadStatus } from './lead-status.js';
import { leadRow, leadsCsv, pageOf } from './lead-view.js';
import { startLeadExport } from './lead-export.js';
import { namesOf } from './lead-names.js';
import { searchLeads } from './lead-search.js';
import { campaignByCode } from './process-lead.js';
import { leadEntity } from './lead.entity.js';

const MAX_RANGE_DAYS = 366;

/**
 * The most rows one download answers inline (~5 MB of CSV, under Lambda's 6 MB answer): a longer
 * download becomes an export job (docs/decisions.md, "Campaign reports").
 */
export const MAX_CSV_ROWS = 20_000;

function checkRange(start: string, end: string) {
  if (start > end) throw validationError('The end date is before the start date.', { end: ['The end date is before the start date.'] });
  if ((Date.parse(end) - Date.parse(start)) / 86_400_000 > MAX_RANGE_DAYS) throw validationError('Choose at most one year.', { end: ['Choose at most one year.'] });
}

const fileName = (what: string, start: string, end: string) => `leads-${what}-${start}-${end}.csv`.replace(/[^A-Za-z0-9._-]/g, '_');

const STATUS_FIELD: Record<LeadStatus, keyof DayStats> = { delivered: 'delivered', suppressed: 'suppressed', 'over-limit': 'overLimit', test: 'test', pending: 'pending' };
/** Rows per day of a status (or all), from the day items. */
const countsOf = (days: DayStats[], status: LeadStatus | 'all'): DayCount[] =>
  days.map((d) => ({ day: d.day, count: status === 'all' ? d.delivered + d.suppressed + d.overLimit + d.test + d.pending : Number(d[STATUS_FIELD[status]]) }));

/** Every composite of the lead's indexes: enough to rebuild a cursor from a keys-only row. */
const KEY_ATTRIBUTES = ['rootId', 'leadId', 'campaignId', 'companyId', 'agencyId', 'module', 'status', 'receivedAt'] as const;

/** ElectroDB's go options for one run: a page (Limit) or, filtered or skipping, a count of matches; `take` as `afterRow` asks. */
const goOptions = (o: RunOptions, filtered: boolean) => ({
  order: o.order,
  ...(filtered || o.keysOnly ? { count: o.take } : { limit: o.take }),
  ...(o.cursor ? { cursor: o.cursor } : {}),
  ...(o.keysOnly ? { attributes: [...KEY_ATTRIBUTES] } : {}),
});

/** Reads a whole range in pages (inline downloads: the caller knows from the day items it is at most MAX_CSV_ROWS). */
async function allOf(run: Run, range: { from: string; to: string }): Promise<Lead[]> {
  const out: Lead[] = [];
  let cursor: string | undefined;
  do {
    const res = await run(range, { order: 'desc', take: 1000, ...(cursor ? { cursor } : {}) });
    out.push(...res.data);
    cursor = res.data.length === 1000 ? (res.cursor ?? undefined) : undefined;
  } while (cursor && out.length <= MAX_CSV_ROWS);
  return out;
}

/** A campaign's leads from its date index, or its status index with a status chosen: one Query a page. */
function campaignIndex(campaign: Pick<Campaign, 'rootId' | 'campaignId'>, status: LeadStatus | undefined): Run {
  const lead = leadEntity;
  const key = { rootId: campaign.rootId, campaignId: campaign.campaignId };
  return async (range, o) => {
    const q = status ? lead.query.byCampaignStatus({ ...key, status }) : lead.query.byCampaign(key);
    const cut = afterRow(o);
    const res = await q.between(cut.lower ?? { receivedAt: range.from }, cut.upper ?? { receivedAt: range.to }).go(goOptions({ ...o, take: cut.take }, false));
    // Keys-only runs (skipping) carry the key attributes alone; only their time and id are read.
    return { data: withoutRow(res.data as Lead[], o), cursor: res.cursor };
  };
}

/**
 * GET /leadspeek/report/lead/{campaignId}/{start}/{end}: the campaign's leads of those days (the
 * client's time zone), by date in the order asked (newest first by default), each with its status
 * and the amount charged; `format=csv` downloads them. A page is one query of the campaign's date
 * index, or of its status index when a status is chosen; the totals come from the campaign's day
 * items. Removed campaigns keep their report.
 */
export async function campaignLeadReport(actor: Actor, path: z.infer<typeof leadReportPathSchema>, query: z.infer<typeof leadReportQuerySchema>) {
  checkRange(path.start, path.end);
  const { campaign, client } = await readableCampaign(actor, path.campaignId, { includeRemoved: true });
  const timeZone = client.timezone ?? 'America/Chicago';
  const stats = await readDailyStats({ rootId: campaign.rootId, scope: 'campaign', scopeId: campaign.campaignId, module: campaign.leadspeekType }, path.start, path.end);
  const days = countsOf(stats, query.status);
  const status = query.status === 'all' ? undefined : query.status;
  const run = campaignIndex(campaign, status);
  const wholesale = actor.userType !== 'client';
  const view = (l: Lead) => {
    const row = leadRow(l, campaign, client.name);
    return wholesale ? row : { ...row, wholesale_cents: 0 };
  };
  if (query.format === 'csv') {
    const expected = days.reduce((t, d) => t + d.count, 0);
    const range = dayRange(path.start, path.end, timeZone);
    // Too large for one answer: a job writes the file to the bucket (docs/decisions.md, "Data enrichment and export jobs").
    if (expected > MAX_CSV_ROWS)
      return startLeadExport(actor, { rootId: campaign.rootId, companyId: campaign.companyId, source: { campaign, clientName: client.name }, filename: fileName(campaign.leadspeekApiId, path.start, path.end), range, status, expected });
    const leads = await allOf(run, range);
    return { file: { filename: fileName(campaign.leadspeekApiId, path.start, path.end), contentType: 'text/csv; charset=utf-8', body: leadsCsv(leads.map(view), wholesale) } };
  }
  const page = await leadPage({ start: path.start, end: path.end, timeZone, order: query.order, page: query.page, perPage: query.per_page, cursor: query.cursor, days, run });
  return { ...page, data: page.data.map(view) };
}

/** The campaign a search text names by its ID, when it is one of this agency's campaigns of the module. */
async function campaignNamed(text: string, rootId: string, agencyId: string, module: CampaignModule): Promise<Campaign | undefined> {
  const code = text.trim();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) return undefined;
  const c = (await campaignByCode(code)) ?? (code === code.toUpperCase() ? undefined : await campaignByCode(code.toUpperCase()));
  return c && c.rootId === rootId && c.agencyId === agencyId && c.leadspeekType === module && c.leadspeekApiId.toLowerCase() === code.toLowerCase() ? c : undefined;
}

/**
 * GET /leadspeek/leads/{type}/{companyId}/{start}/{end}: leads management, every lead of the agency's clients
 * in the module (administrators only, docs/product.md, Menus and pages), filterable by client, status and a
 * search, downloadable (docs/decisions.md, "Campaign reports"). A page is one query of the agency's (or, with
 * a client chosen, the client's) module-and-date index; a status over the whole agency is one query of its
 * status index, and with a client chosen a filter on the client's (read until the page is full); totals from
 * the agency's or client's day items. A search is a campaign's ID (that campaign's index, paged the same way)
 * or the beginning of an e-mail or name (the search indexes, `lead-search.ts`).
 */
export async function agencyLeads(actor: Actor, path: z.infer<typeof agencyLeadsPathSchema>, query: z.infer<typeof agencyLeadsQuerySchema>) {
  checkRange(path.start, path.end);
  const { company } = await readableScope(actor, path.companyId);
  if (actor.userType !== 'administrator') throw forbidden('Only administrators may open leads management.');
  if (company.kind !== 'agency') throw notFound('Company not found.');
  const timeZone = company.timezone ?? 'America/Chicago';
  const rootId = company.rootId;
  const module: CampaignModule = path.type;
  const status = query.status === 'all' ? undefined : query.status;
  const clientId = query.client_id;
  const range = dayRange(path.start, path.end, timeZone);
  const csv = query.format === 'csv';
  const filename = fileName(path.type, path.start, path.end);
  const empty = { ...pageOf([], query.page, query.per_page), next_cursor: null };
  if (clientId && (await batchGet([companyGetter(rootId, clientId)]))[0]?.parentId !== company.companyId) return csv ? { file: { filename, contentType: 'text/csv; charset=utf-8', body: leadsCsv([], true) } } : empty;
  const text = query.searchkey;
  const named = text ? await campaignNamed(text, rootId, company.companyId, module) : undefined;
  if (text && !named) {
    // The beginning of an e-mail or name: the matching rows alone, sorted and paged here.
    const leads = await searchLeads({ rootId, agencyId: company.companyId, module, range, clientId, status }, text, query.order);
    if (csv) {
      const rowOf = await namesOf(rootId, leads);
      return { file: { filename, contentType: 'text/csv; charset=utf-8', body: leadsCsv(leads.map(rowOf), true) } };
    }
    const page = pageOf(leads, query.page, query.per_page);
    const rowOf = await namesOf(rootId, page.data);
    return { ...page, data: page.data.map(rowOf), next_cursor: null };
  }
  if (named && clientId && named.companyId !== clientId) return csv ? { file: { filename, contentType: 'text/csv; charset=utf-8', body: leadsCsv([], true) } } : empty;
  const scope: { scope: StatsScope; scopeId: string } = named ? { scope: 'campaign', scopeId: named.campaignId } : clientId ? { scope: 'client', scopeId: clientId } : { scope: 'agency', scopeId: company.companyId };
  const days = countsOf(await readDailyStats({ rootId, ...scope, module }, path.start, path.end), query.status);
  const run = named ? campaignIndex(named, status) : agencyIndex(rootId, company.companyId, module, clientId, status);
  if (csv) {
    const expected = days.reduce((t, d) => t + d.count, 0);
    // Too large for one answer: a job writes the file to the bucket (docs/decisions.md, "Data enrichment and export jobs").
    if (expected > MAX_CSV_ROWS) {
      const source = named ? { campaign: named, clientName: (await batchGet([companyGetter(rootId, named.companyId)]))[0]?.name ?? '' } : { agencyId: company.companyId, module, clientId };
      return startLeadExport(actor, { rootId, companyId: company.companyId, source, filename, range, status, expected });
    }
    const leads = await allOf(run, range);
    const rowOf = await namesOf(rootId, leads);
    return { file: { filename, contentType: 'text/csv; charset=utf-8', body: leadsCsv(leads.map(rowOf), true) } };
  }
  const page = await leadPage({ start: path.start, end: path.end, timeZone, order: query.order, page: query.page, perPage: query.per_page, cursor: query.cursor, days, run });
  const rowOf = await namesOf(rootId, page.data);
  return { ...page, data: page.data.map(rowOf) };
}

/**
 * An agency's (or one client's) leads of a module from its module-and-date index; a status and the
 * agency are filters. A status over the whole agency reads its own index (agency, module and status by
 * date) instead: one Query a page, as the campaign's report, however rare the status is.
 */
function agencyIndex(rootId: string, agencyId: string, module: CampaignModule, clientId: string | undefined, status: LeadStatus | undefined): Run {
  const lead = leadEntity;
  if (status && !clientId) {
    return async (range, o) => {
      const cut = afterRow(o);
      const res = await lead.query.byAgencyStatus({ rootId, agencyId, module, status }).between(cut.lower ?? { receivedAt: range.from }, cut.upper ?? { receivedAt: range.to }).go(goOptions({ ...o, take: cut.take }, false));
      return { data: withoutRow(res.data as Lead[], o), cursor: res.cursor };
    };
  }
  return async (range, o) => {
    const q = clientId ? lead.query.byCompany({ rootId, companyId: clientId, module }) : lead.query.byAgency({ rootId, agencyId, module });
    const cut = afterRow(o);
    const bounded = q.between(cut.lower ?? { receivedAt: range.from }, cut.upper ?? { receivedAt: range.to });
    const res = await (status ? bounded.where((a, op) => `${op.eq(a.status, status)} AND ${op.eq(a.agencyId, agencyId)}`) : bounded.where((a, op) => op.eq(a.agencyId, agencyId))).go(goOptions({ ...o, take: cut.take }, true));
    return { data: withoutRow(res.data as Lead[], o), cursor: res.cursor };
  };
}
