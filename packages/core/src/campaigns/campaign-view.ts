import { publicUrl } from '../tenancy/public-url.js';
import { signInHostFor } from '../tenancy/sign-in-host.js';
import type { Company } from '../tenancy/company.entity.js';
import type { Campaign } from './campaign.entity.js';
import type { CampaignView } from './campaign.contract.js';
import { STOP_REASON_MESSAGES } from './status.js';

/** The Site ID embed code: a script loading the campaign's pixel from the agency's own host (brief I serves it). */
export function embedCode(client: Company, agency: Company, code: string): string {
  return `<script src="${publicUrl(signInHostFor(client, agency), `/api/pixel/${code}.js`)}" async></script>`;
}

/** A campaign as the API answers it (the spec's field names). */
export function campaignView(c: Campaign, client: Company, agency: Company): CampaignView {
  const site = c.leadspeekType === 'local';
  return {
    id: c.campaignId,
    leadspeek_api_id: c.leadspeekApiId,
    leadspeekType: c.leadspeekType,
    company_id: c.companyId,
    company_name: client.name,
    agency_id: c.agencyId,
    campaignName: c.campaignName,
    status: c.status,
    stop_message: c.status === 'stopped' && c.stopReason ? STOP_REASON_MESSAGES[c.stopReason] : null,
    startdatecampaign: c.startdatecampaign ?? null,
    enddatecampaign: c.enddatecampaign ?? null,
    urlCode: c.urlCode ?? null,
    urlCodeThankyou: c.urlCodeThankyou ?? null,
    embed_code: site && c.urlCode ? embedCode(client, agency, c.urlCode) : null,
    embed_code_thankyou: site && c.urlCodeThankyou ? embedCode(client, agency, c.urlCodeThankyou) : null,
    reportType: c.reportType ?? 'CSV',
    reportSentTo: c.reportSentTo ?? [],
    adminNotifyTo: c.adminNotifyTo ?? [],
    leadsAmountNotification: c.leadsAmountNotification ?? 0,
    phoneenabled: c.phoneenabled ?? false,
    homeaddressenabled: c.homeaddressenabled ?? false,
    requireemailaddress: c.requireemailaddress ?? true,
    reidentificationtype: c.reidentificationtype ?? 'never',
    locatorzip: c.locatorzip ?? [],
    locatorstate: c.locatorstate ?? [],
    locatorcity: c.locatorcity ?? [],
    locatorkeyword: c.locatorkeyword ?? [],
    locationtarget: c.locationtarget ?? 'state',
    nationaltargeting: c.nationaltargeting ?? false,
    listAdvanceInformationId: c.listAdvanceInformationId ?? [],
    listB2BInformationId: c.listB2BInformationId ?? [],
    companyGroupID: c.companyGroupID ?? null,
    CostMaxLead: c.CostMaxLead ?? 0,
    LimitLead: c.LimitLead ?? 0,
    LimitLeadFreq: c.LimitLeadFreq ?? 'day',
    LimitLeadStart: c.LimitLeadStart ?? null,
    LimitLeadEnd: c.LimitLeadEnd ?? null,
    minimumLimitLeads: c.minimumLimitLeads ?? 0,
    banner_ids: c.bannerIds ?? [],
    created_at: c.createdAt,
  };
}
