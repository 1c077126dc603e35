import type { Actor } from '../access/actor.js';
import { db } from '../db/service.js';
import { generateUserApi } from './api-keys.js';
import { recordDeveloperAgreement } from './developer-agreement.js';

/**
 * Acme's developer API: API mode on with its fee paid, the owner's agreement recorded and a key
 * generated through the same services the modal calls. The secret is discarded (a person
 * generates a new one in the modal to see it).
 */
export async function seedDemoDeveloper(rootId: string, acmeId: string, owner: { userId: string }): Promise<void> {
  await db().entities.company.patch({ rootId, companyId: acmeId }).set({ apiMode: true, developerAgreed: true, developerFeePaid: true }).go();
  const actor: Actor = { rootId, companyId: acmeId, userId: owner.userId, userType: 'userdownline', systemUser: false, sessionId: 'demo-seed' };
  await recordDeveloperAgreement(actor, { user_id: owner.userId, company_id: acmeId, is_marketing_services_agreement_developer: 'T', location_menu: 'Developer', document_type: 'marketing_services_agreement_developer' }, {});
  await generateUserApi(actor, { companyID: acmeId }, '', {});
}
