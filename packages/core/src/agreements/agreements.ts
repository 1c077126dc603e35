import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { formatUSD } from '../pricing/money.js';
import { forbidden, notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { readCompanySettings } from '../settings/general-settings.js';
import { agreementFileName, DEFAULT_TEMPLATES, DOCUMENT_TYPES, escapeHtml, fillPlaceholders, type DocumentType } from './agreement-templates.js';
import type { AgreementTemplates } from './agreements.contract.js';
import { sanitizeDocumentHtml } from './sanitize.js';
import { requirePermission } from '../roles/permission-gate.js';
import { SETTINGS_UPDATE_FORBIDDEN } from '../settings/general-settings.contract.js';
import { agreementTemplateEntity } from './agreement-template.entity.js';

/** The agency that owns the templates for a company's agreements: itself, or a client's agency. */
const ownerAgencyId = (c: Company) => (c.kind === 'client' ? c.parentId : c.companyId);

async function templateFor(rootId: string, agencyId: string, type: DocumentType) {
  const own = (await agreementTemplateEntity.get({ rootId, companyId: agencyId, documentType: type }).go()).data;
  return own?.html ?? DEFAULT_TEMPLATES[type];
}

/**
 * The agency or client row whose agreements an actor may read: not for sales (docs/decisions.md, "Public and document pages"), not
 * a client's own users, and only within the actor's reach (404 otherwise, as if it did not exist).
 */
export async function agreementCompany(actor: Actor, companyId: string) {
  if (actor.userType === 'sales') throw forbidden('Sales users cannot download agreements.');
  if (actor.userType === 'client') throw notFound('Company not found.');
  const company = await getCompany(actor.rootId, companyId);
  if (!company || company.kind === 'root') throw notFound('Company not found.');
  const parent = await getCompany(actor.rootId, company.parentId);
  if (!mayAccessCompany(actor, company, parent)) throw notFound('Company not found.');
  return { company, parent };
}

/**
 * The agreement document of an agency or client row, rendered from the agency-owned template with
 * its placeholders filled and the HTML sanitised: `body` for the viewer, `html` the whole file.
 */
export async function renderAgreement(actor: Actor, companyId: string, type: DocumentType, clock: Clock = systemClock) {
  const { company, parent } = await agreementCompany(actor, companyId);
  const root = company.rootId === company.parentId ? parent : await getCompany(actor.rootId, actor.rootId);
  const minSpend = await readCompanySettings(actor.rootId, actor.rootId);
  const template = await templateFor(actor.rootId, ownerAgencyId(company), type);
  const filled = fillPlaceholders(template, {
    company_name: company.name,
    client_name: company.ownerName ?? '',
    client_email: company.ownerEmail ?? '',
    agency_name: company.kind === 'client' ? (parent?.name ?? '') : company.name,
    platform_name: root?.name ?? '',
    date: clock.now().toISOString().slice(0, 10),
    first_time_charge: formatUSD(minSpend?.minSpendFirstMonthCents ?? 0),
    minimum_spend_max: formatUSD(minSpend?.minSpendMonthlyCents ?? 0),
    minimum_spend_amount_list: [minSpend?.minSpendFirstMonthCents, minSpend?.minSpendSecondMonthCents, minSpend?.minSpendMonthlyCents].map((c) => formatUSD(c ?? 0)).join(', '),
  });
  const body = await sanitizeDocumentHtml(filled);
  const title = `${type.replace(/_/g, ' ')} - ${company.name}`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;
  return { filename: agreementFileName(type, company.name), title, body, html, company };
}

/** The agency whose templates an actor may read or save: an agency of their reach, never a client's or sales person's. */
async function templateAgency(actor: Actor, companyId: string) {
  if (actor.userType === 'sales' || actor.userType === 'client') throw notFound('Company not found.');
  const company = await getCompany(actor.rootId, companyId);
  if (!company || company.kind !== 'agency' || !mayAccessCompany(actor, company)) throw notFound('Company not found.');
  return company;
}

/** An agency's four templates as it edits them: its own text, or the built-in one, placeholders unfilled. */
export async function listAgreementTemplates(actor: Actor, companyId: string): Promise<AgreementTemplates> {
  const company = await templateAgency(actor, companyId);
  const rows = (await agreementTemplateEntity.query.byCompany({ rootId: actor.rootId, companyId: company.companyId }).go({ pages: 'all' })).data;
  const own = new Map(rows.map((r) => [r.documentType, r]));
  return {
    data: DOCUMENT_TYPES.map((type) => ({ document_type: type, html: own.get(type)?.html ?? DEFAULT_TEMPLATES[type], customised: own.has(type), updated_at: own.get(type)?.updatedAt ?? null })),
  };
}

/** An agency saves its own template text for a document type (sanitised now and when rendered). */
export async function saveAgreementTemplate(actor: Actor, input: { companyID: string; document_type: DocumentType; html: string }, clock: Clock = systemClock) {
  const company = await templateAgency(actor, input.companyID);
  // The template is part of the agency's settings: changing it takes the same right as saving them.
  await requirePermission(actor, 'settingMenuShow_update', SETTINGS_UPDATE_FORBIDDEN);
  const html = await sanitizeDocumentHtml(input.html);
  await agreementTemplateEntity.put({ rootId: actor.rootId, companyId: company.companyId, documentType: input.document_type, html, updatedAt: clock.now().toISOString() }).go();
  return { result: 'success' as const, message: 'Your settings have been saved.', html };
}
