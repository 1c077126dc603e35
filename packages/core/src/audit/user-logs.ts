import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { forbidden, notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import type { AuditEntry } from './audit.entity.js';
import { toCsv } from './csv.js';
import type { LOG_USER_TYPES, UserLogRow, UserLogsQuery } from './user-logs.contract.js';
import { nextDay, zonedDayStart } from './zoned-day.js';
import { auditEntity } from './audit.entity.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';

/** Whose logs: root operators any agency's (or the root's own); an agency's staff its own. Never sales or clients. */
async function logsScope(actor: Actor, companyId: string): Promise<Company> {
  if (actor.userType === 'sales') throw forbidden('Sales users cannot see user logs.');
  if (actor.userType === 'client') throw notFound('Company not found.');
  const company = await getCompany(actor.rootId, companyId);
  if (!company || company.kind === 'client' || !mayAccessCompany(actor, company)) throw notFound('Company not found.');
  return company;
}

const toRow = (e: AuditEntry): UserLogRow => ({
  id: e.logId,
  name: e.userName,
  type_user: e.userGroup,
  location: e.location ?? null,
  user_ip: e.ip ?? null,
  action: e.action,
  description: e.description,
  company_name: e.companyName ?? null,
  create_date: e.createdAt,
  user_id: e.userId,
  acting_user_id: e.actingUserId ?? null,
});

async function matching(company: Company, q: UserLogsQuery): Promise<AuditEntry[]> {
  const tz = company.timezone ?? 'America/Chicago';
  const from = q.start ? zonedDayStart(q.start, tz).toISOString() : '0000';
  const to = q.end ? zonedDayStart(nextDay(q.end), tz).toISOString() : '9999';
  const res = await auditEntity.query.byAgency({ rootId: company.rootId, agencyId: company.companyId })
    .between({ createdAt: from }, { createdAt: to })
    .go({ pages: 'all', order: 'desc' });
  return (res.data as AuditEntry[]).filter(
    (e) =>
      e.createdAt < to &&
      (q.action === 'all' || e.action === q.action) &&
      (q.userType === 'all' || e.userGroup === q.userType) &&
      (q.userID === 'all' || e.userId === q.userID) &&
      (q.campaignID === 'all' || e.campaignId === q.campaignID),
  );
}

/** GET the Agency User's Logs: the agency's and its clients' rows, newest first, filtered and paged. */
export async function listUserLogs(actor: Actor, companyId: string, q: UserLogsQuery) {
  const company = await logsScope(actor, companyId);
  const rows = await matching(company, q);
  const offset = (q.page - 1) * q.per_page;
  return {
    data: rows.slice(offset, offset + q.per_page).map(toRow),
    current_page: q.page,
    per_page: q.per_page,
    total: rows.length,
    last_page: Math.max(1, Math.ceil(rows.length / q.per_page)),
  };
}

/** The same rows as CSV, every page. */
export async function downloadUserLogs(actor: Actor, companyId: string, q: UserLogsQuery): Promise<{ filename: string; csv: string }> {
  const company = await logsScope(actor, companyId);
  const rows = (await matching(company, q)).map(toRow);
  const csv = toCsv(
    ['Name', 'User Type', 'Location', 'IP', 'Action', 'Description', 'Company', 'Date'],
    rows.map((r) => [r.name, r.type_user, r.location, r.user_ip, r.action, r.description, r.company_name, r.create_date]),
  );
  const slug = company.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'company';
  return { filename: `user-logs-${slug}.csv`, csv };
}

/** The user filter's choices: everyone with rows in these logs, of one user type and matching the search. */
export async function listLogUsers(actor: Actor, companyId: string, q: { userType: (typeof LOG_USER_TYPES)[number]; searchUser?: string | undefined }) {
  const company = await logsScope(actor, companyId);
  const res = await auditEntity.query.byAgency({ rootId: company.rootId, agencyId: company.companyId })
    .go({ pages: 'all', attributes: ['userId', 'userName', 'userGroup'] });
  const search = q.searchUser?.toLowerCase();
  const people = new Map<string, { id: string; name: string; type_user: string }>();
  for (const e of res.data) {
    if (people.has(e.userId)) continue;
    if (q.userType !== 'all' && e.userGroup !== q.userType) continue;
    if (search && !e.userName.toLowerCase().includes(search)) continue;
    people.set(e.userId, { id: e.userId, name: e.userName, type_user: e.userGroup });
  }
  return { params: [...people.values()].sort((a, b) => a.name.localeCompare(b.name)) };
}

/** The campaign filter's choices: the campaigns of the agency's clients (none for the root's own logs). */
export async function listLogCampaigns(actor: Actor, companyId: string) {
  const company = await logsScope(actor, companyId);
  if (company.kind !== 'agency') return { campaigns: [] };
  const res = await campaignEntity.query.byAgency({ rootId: company.rootId, agencyId: company.companyId }).go({ pages: 'all' });
  const names = new Map<string, string | null>();
  for (const id of new Set(res.data.map((c) => c.companyId))) names.set(id, (await getCompany(company.rootId, id))?.name ?? null);
  return {
    campaigns: res.data
      .map((c) => ({ id: c.campaignId, leadspeek_api_id: c.leadspeekApiId, campaign_name: c.campaignName, company_name: names.get(c.companyId) ?? null }))
      .sort((a, b) => a.campaign_name.localeCompare(b.campaign_name)),
  };
}
