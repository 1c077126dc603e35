import type { Actor } from '../access/actor.js';
import { forbidden, notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { CARD_MESSAGES } from './card.contract.js';

/**
 * Who pays for the caller: a client pays for itself; an agency's owner, users and administrators
 * work under the agency's card (decisions: "Staff work under the agency's card"). The platform's
 * own users and sales people pay nothing, so they have no card.
 */
export async function payerOf(actor: Actor): Promise<Company> {
  if (actor.userType === 'sales') throw forbidden(CARD_MESSAGES.noPayer);
  const company = await getCompany(actor.rootId, actor.companyId);
  if (!company) throw notFound('Company not found.');
  if (company.kind === 'root') throw forbidden(CARD_MESSAGES.noPayer);
  return company;
}

/** The card Card Setting shows, or null. */
export const cardOf = (c: Company) =>
  c.cardPaymentMethodId && c.cardLast4
    ? { brand: c.cardBrand ?? 'card', last4: c.cardLast4, exp_month: c.cardExpMonth ?? 0, exp_year: c.cardExpYear ?? 0 }
    : null;
