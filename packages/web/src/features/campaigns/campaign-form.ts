import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { createCampaignSchema, type CampaignModule, type CampaignView } from '@platform/core/contracts';

/** The wizard's fields, as people type them (numbers and zips as text). */
export interface CampaignForm {
  company_id: string;
  campaignName: string;
  companyGroupID: string;
  startdatecampaign: string;
  enddatecampaign: string;
  locatorkeyword: string[];
  nationaltargeting: boolean;
  locationtarget: 'state' | 'zip';
  locatorstate: string[];
  locatorcity: string[];
  locatorzip: string;
  listAdvanceInformationId: string[];
  listB2BInformationId: string[];
  phoneenabled: boolean;
  homeaddressenabled: boolean;
  requireemailaddress: boolean;
  reidentificationtype: string;
  reportType: string;
  reportSentTo: string[];
  adminNotifyTo: string[];
  leadsAmountNotification: string;
  LimitLead: string;
  LimitLeadFreq: string;
  CostMaxLead: string;
  minimumLimitLeads: string;
  LimitLeadStart: string;
  LimitLeadEnd: string;
}

export type FieldName = keyof CampaignForm;

export function emptyForm(companyId: string): CampaignForm {
  return {
    company_id: companyId,
    campaignName: '',
    companyGroupID: '',
    startdatecampaign: '',
    enddatecampaign: '',
    locatorkeyword: [],
    nationaltargeting: false,
    locationtarget: 'state',
    locatorstate: [],
    locatorcity: [],
    locatorzip: '',
    listAdvanceInformationId: [],
    listB2BInformationId: [],
    phoneenabled: false,
    homeaddressenabled: false,
    requireemailaddress: true,
    reidentificationtype: 'never',
    reportType: 'CSV',
    reportSentTo: [],
    adminNotifyTo: [],
    leadsAmountNotification: '0',
    LimitLead: '',
    LimitLeadFreq: 'day',
    CostMaxLead: '',
    minimumLimitLeads: '',
    LimitLeadStart: '',
    LimitLeadEnd: '',
  };
}

const text = (n: number) => String(n);
export function formOf(c: CampaignView): CampaignForm {
  return {
    company_id: c.company_id,
    campaignName: c.campaignName,
    companyGroupID: c.companyGroupID ?? '',
    startdatecampaign: c.startdatecampaign ?? '',
    enddatecampaign: c.enddatecampaign ?? '',
    locatorkeyword: c.locatorkeyword,
    nationaltargeting: c.nationaltargeting,
    locationtarget: c.locationtarget,
    locatorstate: c.locatorstate,
    locatorcity: c.locatorcity,
    locatorzip: c.locatorzip.join('\n'),
    listAdvanceInformationId: c.listAdvanceInformationId,
    listB2BInformationId: c.listB2BInformationId,
    phoneenabled: c.phoneenabled,
    homeaddressenabled: c.homeaddressenabled,
    requireemailaddress: c.requireemailaddress,
    reidentificationtype: c.reidentificationtype,
    reportType: c.reportType,
    reportSentTo: c.reportSentTo,
    adminNotifyTo: c.adminNotifyTo,
    leadsAmountNotification: text(c.leadsAmountNotification),
    LimitLead: text(c.LimitLead),
    LimitLeadFreq: c.LimitLeadFreq,
    CostMaxLead: text(c.CostMaxLead),
    minimumLimitLeads: text(c.minimumLimitLeads),
    LimitLeadStart: c.LimitLeadStart ?? '',
    LimitLeadEnd: c.LimitLeadEnd ?? '',
  };
}

const given = (s: string) => (s.trim() === '' ? undefined : s.trim());
const zips = (s: string) => s.split(/\s+/).filter(Boolean);

/** The request body of the form: blank optional fields are left out (a blank limit keeps the client's). */
export function campaignBody(v: CampaignForm, module: CampaignModule) {
  return {
    company_id: v.company_id,
    leadspeekType: module,
    campaignName: v.campaignName,
    companyGroupID: given(v.companyGroupID),
    startdatecampaign: given(v.startdatecampaign),
    enddatecampaign: given(v.enddatecampaign),
    locatorkeyword: v.locatorkeyword,
    nationaltargeting: v.nationaltargeting,
    locationtarget: v.locationtarget,
    locatorstate: v.locatorstate,
    locatorcity: v.locatorcity,
    locatorzip: zips(v.locatorzip),
    listAdvanceInformationId: v.listAdvanceInformationId,
    listB2BInformationId: v.listB2BInformationId,
    phoneenabled: v.phoneenabled,
    homeaddressenabled: v.homeaddressenabled,
    requireemailaddress: v.requireemailaddress,
    reidentificationtype: v.reidentificationtype,
    reportType: v.reportType,
    reportSentTo: v.reportSentTo,
    adminNotifyTo: v.adminNotifyTo,
    leadsAmountNotification: given(v.leadsAmountNotification) ?? '0',
    LimitLead: given(v.LimitLead),
    LimitLeadFreq: given(v.LimitLeadFreq),
    CostMaxLead: given(v.CostMaxLead),
    minimumLimitLeads: given(v.minimumLimitLeads),
    LimitLeadStart: given(v.LimitLeadStart),
    LimitLeadEnd: given(v.LimitLeadEnd),
  };
}

const GENERAL = ['campaignName', 'companyGroupID', 'startdatecampaign', 'enddatecampaign', 'reportType', 'reportSentTo', 'adminNotifyTo', 'leadsAmountNotification', 'LimitLead', 'LimitLeadFreq', 'CostMaxLead', 'minimumLimitLeads', 'LimitLeadStart', 'LimitLeadEnd'] as const;
const LOCAL = ['phoneenabled', 'homeaddressenabled', 'requireemailaddress', 'reidentificationtype', 'listAdvanceInformationId'] as const;
const LOCATOR = ['phoneenabled', 'homeaddressenabled', 'requireemailaddress', 'reidentificationtype', 'locatorkeyword', 'nationaltargeting', 'locationtarget', 'locatorstate', 'locatorcity', 'locatorzip', 'listB2BInformationId'] as const;

/** An edit's two requests: the general fields (/update) and the module's own (/local/update or /locator/update). */
export function editBodies(v: CampaignForm, module: CampaignModule) {
  const body = campaignBody(v, module) as Record<string, unknown>;
  const pick = (keys: readonly string[]) => Object.fromEntries(keys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]));
  return { general: pick(GENERAL), specific: pick(module === 'local' ? LOCAL : LOCATOR) };
}

/**
 * Core's create schema judges the form (the same rules the API applies); an issue lands on the
 * field its path starts with (a bad e-mail in a list marks the list).
 */
export const campaignResolver =
  (module: CampaignModule): Resolver<CampaignForm> =>
  (values) => {
    const parsed = createCampaignSchema.safeParse(campaignBody(values, module));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<CampaignForm> };
  };

/** Which fields each wizard step checks before moving on. */
export function stepFields(module: CampaignModule): { key: string; label: string; fields: FieldName[] }[] {
  return [
    { key: 'campaign', label: 'Campaign', fields: ['company_id', 'campaignName', 'companyGroupID', 'startdatecampaign', 'enddatecampaign'] },
    module === 'local'
      ? { key: 'data', label: 'Data', fields: ['listAdvanceInformationId', 'phoneenabled', 'homeaddressenabled', 'requireemailaddress', 'reidentificationtype'] }
      : { key: 'targeting', label: 'Targeting', fields: ['locatorkeyword', 'nationaltargeting', 'locationtarget', 'locatorstate', 'locatorcity', 'locatorzip', 'listB2BInformationId', 'phoneenabled', 'homeaddressenabled', 'requireemailaddress', 'reidentificationtype'] },
    { key: 'delivery', label: 'Delivery', fields: ['reportType', 'reportSentTo', 'adminNotifyTo', 'leadsAmountNotification'] },
    { key: 'limits', label: 'Limits', fields: ['LimitLead', 'LimitLeadFreq', 'CostMaxLead', 'minimumLimitLeads', 'LimitLeadStart', 'LimitLeadEnd'] },
  ];
}

/**
 * The approximate count of the targeting being set up (POST /api/bigdbm/services/queuecount): the
 * nation, the states (codes) and cities comma-separated, or the zip codes one a line; the keywords
 * comma-separated.
 */
export function countRequestOf(v: Pick<CampaignForm, 'company_id' | 'nationaltargeting' | 'locationtarget' | 'locatorstate' | 'locatorcity' | 'locatorzip' | 'locatorkeyword'>, module: 'locator' | 'enhance') {
  const target = v.nationaltargeting ? 'National Targeting' : v.locationtarget === 'zip' ? 'Zip Code' : 'State';
  return {
    company_id: v.company_id,
    type: module,
    target_location: target,
    states: target === 'State' ? v.locatorstate.join(', ') : '',
    cities: target === 'State' ? v.locatorcity.join(', ') : '',
    zip_code: target === 'Zip Code' ? zips(v.locatorzip).join('\n') : '',
    keyword: v.locatorkeyword.join(', '),
  } as const;
}
