import type { Actor } from '../access/actor.js';
import type { ApiClient } from '../developer/scopes.js';
import { getUser } from '../identity/users.js';
import { notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';

/**
 * A key acts for its company as the company's owner would in the web app, so the public API goes
 * through the same services, access chokepoint and rules (roles, the client's add-campaign switch)
 * and its changes are logged under the owner (docs/decisions.md, "Public API"). Never a system
 * user: a key reaches its own company and, for an agency, its clients, nothing wider.
 */
export async function actorOfApiClient(client: ApiClient): Promise<Actor> {
  const company = await getCompany(client.rootId, client.companyId);
  if (!company || (company.kind !== 'agency' && company.kind !== 'client') || !company.ownerUserId) throw notFound('Company not found.');
  const owner = await getUser(client.rootId, company.ownerUserId);
  if (!owner) throw notFound('Company not found.');
  return {
    userId: owner.userId,
    companyId: company.companyId,
    rootId: client.rootId,
    userType: owner.userType,
    systemUser: false,
    sessionId: `api:${client.keyId}`,
  };
}
