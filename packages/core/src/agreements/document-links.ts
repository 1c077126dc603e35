import type { Actor } from '../access/actor.js';
import { mayAccessCompany } from '../access/company-access.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { createHash } from 'node:crypto';
import { centsToString } from '../pricing/money.js';
import { toTF } from '../shared/error.contract.js';
import { DomainError, notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import { readCompanySettings } from '../settings/general-settings.js';
import type { DocumentType } from './agreement-templates.js';
import { agreementCompany, renderAgreement } from './agreements.js';
import { DOCUMENT_NOT_AVAILABLE, type DocAuthAnswer } from './document-links.contract.js';
import { documentLinkEntity } from './document-link.entity.js';

/**
 * The address of a user's view of a company's agreement: derived, so a repeat finds the same row.
 * Knowing it grants nothing (the opener's access is checked each time), and it reveals no id.
 */
export const agreementFileId = (rootId: string, userId: string, companyId: string, type: DocumentType) =>
  createHash('sha256').update(`agreement-file:${rootId}:${userId}:${companyId}:${type}`).digest('hex').slice(0, 32);

const isConditionalFailure = (e: unknown) => (e as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException' || String(e).includes('conditional');

/** Who opens /download-auth/{pkdoc} (docs/decisions.md, "Public and document pages"): an agency's or the root's staff. */
const VIEWERS = new Set(['user', 'userdownline', 'administrator']);

/**
 * "Download agreement file": an address for a company's agreement, for the viewer to open. The
 * caller must reach the agreement now (the same rule as the download), and will have to again
 * each time the address is opened.
 */
export async function createAgreementFile(actor: Actor, input: { company_id: string; document_type: DocumentType }, clock: Clock = systemClock) {
  const { company } = await agreementCompany(actor, input.company_id);
  const docId = agreementFileId(actor.rootId, actor.userId, company.companyId, input.document_type);
  // One address per user, company and document: asking again (or twice at once) answers the same one.
  await documentLinkEntity.create({ rootId: actor.rootId, docId, companyId: company.companyId, documentType: input.document_type, createdBy: actor.userId, createdAt: clock.now().toISOString() })
    .go()
    .catch((e: unknown) => {
      if (!isConditionalFailure(e)) throw e;
    });
  return { file_uuid: docId };
}

/**
 * POST /docauth: the document at `pkdoc`, rendered now for the signed-in user. Every refusal is
 * the same 404 "Document Not Available" (a missing address, another platform's, a company out of
 * reach, a user type the viewer is not for), so the answer never tells whose documents exist.
 */
export async function openDocument(actor: Actor, pkdoc: string): Promise<DocAuthAnswer> {
  if (!VIEWERS.has(actor.userType)) throw notFound(DOCUMENT_NOT_AVAILABLE);
  const link = (await documentLinkEntity.get({ rootId: actor.rootId, docId: pkdoc }).go()).data;
  if (!link) throw notFound(DOCUMENT_NOT_AVAILABLE);
  // Out of reach now (moved, removed, or the link was another user's): the same answer as missing.
  const doc = await renderAgreement(actor, link.companyId, link.documentType).catch((e: unknown) => {
    if (e instanceof DomainError) return undefined;
    throw e;
  });
  if (!doc) throw notFound(DOCUMENT_NOT_AVAILABLE);
  return { pkdoc, title: doc.title, filename: doc.filename, document_type: link.documentType, company_name: doc.company.name, html: doc.body };
}

/**
 * The minimum spend schedule an agency's (v2) agreement states: the root's first-month,
 * second-month and monthly minimums, whether the root has minimum spend on, and whether this agency
 * is excluded from it. For an agency in the caller's reach (its own staff, the root, its sales).
 */
export async function minimumSpendAgreement(actor: Actor, companyId: string) {
  const company = await getCompany(actor.rootId, companyId);
  if (!company || company.kind !== 'agency' || !mayAccessCompany(actor, company)) throw notFound('Company not found.');
  const s = await readCompanySettings(actor.rootId, actor.rootId);
  const list = [s?.minSpendFirstMonthCents ?? 0, s?.minSpendSecondMonthCents ?? 0, s?.minSpendMonthlyCents ?? 0];
  return {
    company_id: company.companyId,
    minimum_spend_status: toTF(Boolean(s?.minSpendStatus)),
    exclude_minimum_spend: toTF(Boolean(company.excludeMinimumSpend)),
    first_time_charge: centsToString(list[0] ?? 0),
    minimum_spend_max: centsToString(list[2] ?? 0),
    minimum_spend_amount_list: list.map(centsToString),
  };
}
