import type { z } from 'zod';
import type { Actor } from '../access/actor.js';
import { batchGet } from '../db/batch-get.js';
import { notFound } from '../shared/errors.js';
import { companyGetter } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { readableScope } from './campaign-access.js';
import type { Campaign } from './campaign.entity.js';
import type { CampaignList, listCampaignsPathSchema, listCampaignsQuerySchema } from './campaign.contract.js';
import { campaignView } from './campaign-view.js';
import { campaignEntity } from './campaign.entity.js';
import { companyGroupEntity } from './company-group.entity.js';

type Path = z.infer<typeof listCampaignsPathSchema>;
type Query = z.infer<typeof listCampaignsQuerySchema>;

/**
 * One partition query: a client's (or all of an agency's clients') campaigns of the module, by
 * status (byCompany/byAgency, module + status prefix) when a status is chosen, else newest first
 * (byCompanyCreated/byAgencyCreated). Never a scan.
 */
async function readPartition(company: Company, module: Path['type'], status: Query['status']): Promise<Campaign[]> {
  const q = campaignEntity.query;
  const base = { rootId: company.rootId, leadspeekType: module };
  if (status !== 'all') {
    const res = company.kind === 'client' ? await q.byCompany({ ...base, companyId: company.companyId, status }).go({ pages: 'all' }) : await q.byAgency({ ...base, agencyId: company.companyId, status }).go({ pages: 'all' });
    return res.data;
  }
  const res = company.kind === 'client' ? await q.byCompanyCreated({ ...base, companyId: company.companyId }).go({ pages: 'all', order: 'desc' }) : await q.byAgencyCreated({ ...base, agencyId: company.companyId }).go({ pages: 'all', order: 'desc' });
  return res.data.filter((c) => c.status !== 'removed');
}

const SORT_VALUE: Record<string, (c: Campaign, client: string) => string> = {
  campaign_name: (c) => c.campaignName.toLowerCase(),
  company_name: (_c, client) => client.toLowerCase(),
  leadspeek_api_id: (c) => c.leadspeekApiId,
  status: (c) => c.status,
  created_at: (c) => c.createdAt,
};

/**
 * GET /leadspeek/client/{group}/{type}/{companyId}: the campaign table. {companyId} is a client (its
 * campaigns) or an agency (all of its clients'); {group} `all` or one company group. Removed
 * campaigns are never listed. Sort "none" is newest first.
 */
export async function listCampaigns(actor: Actor, path: Path, query: Query): Promise<CampaignList> {
  const { company, agency } = await readableScope(actor, path.companyId);
  let rows = await readPartition(company, path.type, query.status);
  if (path.group !== 'all') {
    if (company.kind === 'client') {
      const g = await companyGroupEntity.get({ rootId: company.rootId, companyId: company.companyId, groupId: path.group }).go();
      if (!g.data) throw notFound('Group not found.');
    }
    rows = rows.filter((c) => c.companyGroupID === path.group);
  }
  const clientIds = [...new Set(rows.map((c) => c.companyId))];
  const clients = new Map<string, Company>();
  if (company.kind === 'client') clients.set(company.companyId, company);
  else {
    const got = await batchGet(clientIds.map((id) => companyGetter(company.rootId, id)));
    got.forEach((c) => c && clients.set(c.companyId, c));
  }
  const nameOf = (c: Campaign) => clients.get(c.companyId)?.name ?? '';
  const key = query.searchkey?.toLowerCase();
  if (key) rows = rows.filter((c) => c.campaignName.toLowerCase().includes(key) || c.leadspeekApiId.toLowerCase().includes(key) || nameOf(c).toLowerCase().includes(key));
  if (query.sortby) {
    const value = SORT_VALUE[query.sortby] ?? SORT_VALUE.created_at!;
    const dir = query.order === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => {
      const va = value(a, nameOf(a));
      const vb = value(b, nameOf(b));
      return (va < vb ? -1 : va > vb ? 1 : a.campaignId < b.campaignId ? -1 : 1) * dir;
    });
  } else {
    rows = [...rows].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  }
  const total = rows.length;
  const per = query.per_page;
  const last = Math.max(1, Math.ceil(total / per));
  const start = (query.page - 1) * per;
  const page = rows.slice(start, start + per);
  return {
    current_page: query.page,
    per_page: per,
    total,
    last_page: last,
    from: page.length ? start + 1 : null,
    to: page.length ? start + page.length : null,
    data: page.map((c) => campaignView(c, clients.get(c.companyId) ?? company, agency)),
  };
}
