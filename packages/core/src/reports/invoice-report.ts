import type { z } from 'zod';
import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { zonedDayStart, nextDay } from '../audit/zoned-day.js';
import { toInvoice } from '../payments/invoices.js';
import { notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import { checkRange } from './campaign-chart.js';
import type { InvoiceReport, invoiceReportPathSchema } from './campaign-reports.contract.js';
import { invoiceEntity } from '../payments/invoice.entity.js';

/**
 * GET /leadspeek/report/invoice/{companyId}/{start}/{end}: the company's invoices created on those
 * days (its time zone), newest first, with their lines and status, sums by status and each one's
 * download path (the invoice's printable page). Whoever may read the company's invoices may read
 * this (the same access chokepoint); others' ids answer 404. One partition query, bounded by the
 * range (at most a year of one company's invoices).
 */
export async function invoiceReport(actor: Actor, path: z.infer<typeof invoiceReportPathSchema>): Promise<InvoiceReport> {
  checkRange(path.start, path.end);
  const company = await getCompany(actor.rootId, path.companyId);
  if (!company) throw notFound('Company not found.');
  const parent = company.kind === 'client' ? await getCompany(actor.rootId, company.parentId) : undefined;
  if (!mayAccessCompany(actor, company, parent)) throw notFound('Company not found.');
  const tz = company.timezone ?? 'America/Chicago';
  const from = zonedDayStart(path.start, tz).toISOString();
  const to = zonedDayStart(nextDay(path.end), tz).toISOString();
  const res = await invoiceEntity.query.byCompany({ rootId: company.rootId, companyId: company.companyId })
    .between({ createdAt: from }, { createdAt: to })
    .where((a, op) => op.lt(a.createdAt, to))
    .go({ pages: 'all', order: 'desc' });
  const totals = { paid_cents: 0, open_cents: 0, failed_cents: 0, refunded_cents: 0 };
  for (const i of res.data) totals[`${i.status}_cents`] += i.amountCents;
  return {
    company_id: company.companyId,
    start: path.start,
    end: path.end,
    timezone: tz,
    totals,
    data: res.data.map((i) => ({ ...toInvoice(i), download_path: `/api/billing/invoices/${encodeURIComponent(company.companyId)}/${encodeURIComponent(i.invoiceId)}/download` })),
  };
}
