/** Agreement document types (docs/product.md, Agreements and documents) and the built-in texts an agency starts from. */
export const DOCUMENT_TYPES = ['default_agency', 'default_client', 'minimum_spend', 'minimum_spend_v2'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The placeholders a template may use, in braces. */
export const PLACEHOLDERS = ['company_name', 'client_name', 'client_email', 'agency_name', 'platform_name', 'date', 'first_time_charge', 'minimum_spend_max', 'minimum_spend_amount_list'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

export const DEFAULT_TEMPLATES: Record<DocumentType, string> = {
  default_agency: `<h1>Service and Billing Agreement</h1>
<p>This agreement is made on {date} between {platform_name} and {company_name} ("the Agency"), represented by {client_name} ({client_email}).</p>
<p>The Agency resells the platform to its clients under its own brand and pays the platform fees and the cost per lead set for it, by the payment term it chose.</p>`,
  default_client: `<h1>Client Service Agreement</h1>
<p>This agreement is made on {date} between {agency_name} and {company_name} ("the Client"), represented by {client_name} ({client_email}).</p>
<p>The Client pays the platform fees and the cost per lead agreed with {agency_name}.</p>`,
  minimum_spend: `<h1>Minimum Spend Agreement</h1>
<p>{company_name} agrees to a minimum monthly spend of up to {minimum_spend_max}, with a first-time charge of {first_time_charge}.</p>`,
  minimum_spend_v2: `<h1>Minimum Spend Agreement</h1>
<p>{company_name} agrees to the minimum monthly spend schedule: {minimum_spend_amount_list}. First-time charge: {first_time_charge}.</p>`,
};

export const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Fills `{name}` placeholders with HTML-escaped values; unknown braces are left as they are. */
export function fillPlaceholders(template: string, values: Partial<Record<Placeholder, string>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
    const v = values[name as Placeholder];
    return v === undefined ? whole : escapeHtml(v);
  });
}

/** The file an agreement downloads as: `agreement-{type}-{company-name-slug}.html`. */
export function agreementFileName(type: DocumentType, companyName: string): string {
  const slug = companyName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'company';
  return `agreement-${type}-${slug}.html`;
}
