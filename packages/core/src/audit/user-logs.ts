import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { db } from '../db/service.js';
import { forbidden, notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import type { AuditEntry } from './audit.entity.js';
import { toCsv } from './csv.js';
import type { UserLogRow, UserLogsQuery } from './user-logs.contract.js';
import { nextDay, zonedDayStart } from './zoned-day.js';

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
  acting_user_id: e.actingUserId ?? null,
});

async function matching(company: Company, q: UserLogsQuery): Promise<AuditEntry[]> {
  const tz = company.timezone ?? 'America/Chicago';
  const from = q.start ? zonedDayStart(q.start, tz).toISOString() : '0000';
  const to = q.end ? zonedDayStart(nextDay(q.end), tz).toISOString() : '9999';
  const res = await db()
    .entities.audit.query.byAgency({ rootId: company.rootId, agencyId: company.companyId })
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
