/** The four modules (docs/product.md, Campaigns and the four modules): local (Site ID), locator (Search ID), enhance (Enhance ID), b2b (B2B ID). */
export const CAMPAIGN_MODULES = ['local', 'locator', 'enhance', 'b2b'] as const;
export type CampaignModule = (typeof CAMPAIGN_MODULES)[number];

/** Re-identification: after how long the same person may be delivered again by one campaign. */
export const REIDENTIFICATION_TYPES = ['never', '1 week', '1 month', '3 months', '6 months', '1 year'] as const;
export type ReidentificationType = (typeof REIDENTIFICATION_TYPES)[number];
const REIDENTIFICATION_DAYS: Record<ReidentificationType, number | null> = { never: null, '1 week': 7, '1 month': 30, '3 months': 90, '6 months': 180, '1 year': 365 };
/** Days after which a person may be delivered again; null: never again. */
export const reidentificationDays = (t: ReidentificationType): number | null => REIDENTIFICATION_DAYS[t];

/** How the lead report is sent to reportSentTo. */
export const REPORT_TYPES = ['CSV', 'Excel', 'GoogleSheet'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Where the campaign looks when not national: states (and their cities) or zip codes. */
export const LOCATION_TARGETS = ['state', 'zip'] as const;

export const LIMIT_FREQUENCIES = ['day', 'week', 'month'] as const;
export type LimitFrequency = (typeof LIMIT_FREQUENCIES)[number];

/**
 * Which client price (the client cost-module fields, docs/product.md, Prices and costs) a delivered lead of
 * this campaign is charged at: b2b at CostSetB2b, Site ID with advanced information at CostSetAdvanced, else
 * CostSet.
 */
export function priceField(c: { leadspeekType: CampaignModule; listAdvanceInformationId?: readonly string[] | undefined }): 'CostSet' | 'CostSetAdvanced' | 'CostSetB2b' {
  if (c.leadspeekType === 'b2b') return 'CostSetB2b';
  if (c.leadspeekType === 'local' && (c.listAdvanceInformationId?.length ?? 0) > 0) return 'CostSetAdvanced';
  return 'CostSet';
}

/** Site ID advanced data: the extra fields a campaign may ask for (any makes it advanced data, priced at CostSetAdvanced). */
export const ADVANCED_INFORMATION = [
  { value: 'income', label: 'Household income' },
  { value: 'net_worth', label: 'Net worth' },
  { value: 'home_value', label: 'Home value' },
  { value: 'home_owner', label: 'Home owner or renter' },
  { value: 'age', label: 'Age range' },
  { value: 'gender', label: 'Gender' },
  { value: 'marital_status', label: 'Marital status' },
  { value: 'children', label: 'Children in household' },
] as const;

/** B2B ID: the company fields a campaign may ask for. */
export const B2B_INFORMATION = [
  { value: 'company_name', label: 'Company name' },
  { value: 'job_title', label: 'Job title' },
  { value: 'seniority', label: 'Seniority' },
  { value: 'department', label: 'Department' },
  { value: 'company_size', label: 'Company size' },
  { value: 'industry', label: 'Industry' },
  { value: 'company_revenue', label: 'Company revenue' },
  { value: 'linkedin_url', label: 'LinkedIn profile' },
] as const;

export const MODULE_LABELS: Record<CampaignModule, string> = { local: 'Site ID', locator: 'Search ID', enhance: 'Enhance ID', b2b: 'B2B ID' };
