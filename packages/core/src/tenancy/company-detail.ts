import type { Actor } from '../access/actor.js';
import { getUser } from '../identity/users.js';
import type { CompanyDetail } from './company-admin.contract.js';
import { managedCompany } from './company-chain.js';

/** GET /api/configuration/companies/{companyId}: the edit panel's fields, for those who may edit the company. */
export async function getCompanyDetail(actor: Actor, companyId: string): Promise<CompanyDetail> {
  const { company } = await managedCompany(actor, companyId);
  const owner = company.ownerUserId ? await getUser(actor.rootId, company.ownerUserId) : undefined;
  return {
    id: company.companyId,
    company_parent: company.parentId,
    kind: company.kind === 'agency' ? 'agency' : 'client',
    company_name: company.name,
    user_id: owner?.userId ?? null,
    name: owner?.name ?? company.ownerName ?? '',
    email: owner?.email ?? company.ownerEmail ?? '',
    phonenum: owner?.phone ?? company.phone ?? null,
    phone_country_code: owner?.phoneCountryCode ?? 'US',
    is_whitelabeling: company.isWhitelabeling ? 'T' : 'F',
    api_mode: company.apiMode ? 'T' : 'F',
    subdomain: company.subdomain ?? null,
    domain: company.customDomain ?? null,
    organization_id: company.organizationId ?? null,
    payment_terms: [...(company.paymentTerms ?? [])],
    modules: [...(company.enabledModules ?? [])],
    created_at: company.createdAt,
  };
}
