import { toCsv } from '../audit/csv.js';
import { centsToString } from '../pricing/money.js';
import type { Campaign } from '../campaigns/campaign.entity.js';
import type { LeadRow } from '../campaigns/campaign.contract.js';
import type { Lead } from './lead.entity.js';

export function leadRow(l: Lead, campaign?: Pick<Campaign, 'leadspeekApiId' | 'campaignName'>, companyName?: string): LeadRow {
  return {
    id: l.leadId,
    campaign_id: l.campaignId,
    leadspeek_api_id: campaign?.leadspeekApiId ?? null,
    campaign_name: campaign?.campaignName ?? null,
    company_name: companyName ?? null,
    received_at: l.receivedAt,
    status: l.status,
    status_reason: l.statusReason ?? null,
    first_name: l.firstName ?? null,
    last_name: l.lastName ?? null,
    email: l.email ?? null,
    phone: l.phone ?? null,
    address: l.address ?? null,
    city: l.city ?? null,
    state: l.state ?? null,
    zip: l.zip ?? null,
    company: l.companyName ?? null,
    job_title: l.jobTitle ?? null,
    keyword: l.keyword ?? null,
    url: l.url ?? null,
    amount_cents: l.amountRetailCents ?? 0,
    wholesale_cents: l.amountWholesaleCents ?? 0,
  };
}

/** A page of rows as the lists answer it. */
export function pageOf<T>(rows: T[], page: number, per: number) {
  const total = rows.length;
  const start = (page - 1) * per;
  const data = rows.slice(start, start + per);
  return { current_page: page, per_page: per, total, last_page: Math.max(1, Math.ceil(total / per)), from: data.length ? start + 1 : null, to: data.length ? start + data.length : null, data };
}

/** The download's columns (the lead lists' CSV and the export job's). */
export const leadsCsvHeader = (withWholesale: boolean) => ['Received', 'Campaign', 'Client', 'Status', 'First name', 'Last name', 'E-mail', 'Phone', 'Address', 'City', 'State', 'Zip', 'Company', 'Job title', 'Keyword', 'Page', 'Charged', ...(withWholesale ? ['Wholesale'] : [])];

/** One lead's cells under {@link leadsCsvHeader}. */
export const leadCsvCells = (r: LeadRow, withWholesale: boolean) => [
  r.received_at,
  r.leadspeek_api_id ? `${r.campaign_name ?? ''} (${r.leadspeek_api_id})` : '',
  r.company_name ?? '',
  r.status,
  r.first_name ?? '',
  r.last_name ?? '',
  r.email ?? '',
  r.phone ?? '',
  r.address ?? '',
  r.city ?? '',
  r.state ?? '',
  r.zip ?? '',
  r.company ?? '',
  r.job_title ?? '',
  r.keyword ?? '',
  r.url ?? '',
  centsToString(r.amount_cents),
  ...(withWholesale ? [centsToString(r.wholesale_cents)] : []),
];

/** The download: RFC 4180 CSV (cells that a spreadsheet would run are defused by toCsv). */
export function leadsCsv(rows: LeadRow[], withWholesale: boolean): string {
  return toCsv(
    leadsCsvHeader(withWholesale),
    rows.map((r) => leadCsvCells(r, withWholesale)),
  );
}
