import type { Actor } from '../access/actor.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { forbidden, notFound, validationError } from '../shared/errors.js';
import { keyCompany } from './api-keys.js';
import { DEVELOPER_MESSAGES, type RecordDeveloperAgreementInput } from './developer.contract.js';
import { createWriteTransaction } from 'electrodb';
import { developerAgreementEntity } from './developer-agreement.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

/**
 * Records that the signed-in user agreed to the developer agreement for their own company: the
 * person who will use the key ticks it, so user_id must be the caller. The company's
 * developerAgreed flag (the developer colour) is set in the same transaction; agreeing again keeps
 * the first record.
 */
export async function recordDeveloperAgreement(actor: Actor, input: RecordDeveloperAgreementInput, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  if (input.is_marketing_services_agreement_developer !== 'T') {
    throw validationError(DEVELOPER_MESSAGES.agree, { is_marketing_services_agreement_developer: [DEVELOPER_MESSAGES.agree] });
  }
  const company = await keyCompany(actor, input.company_id);
  if (input.user_id !== actor.userId || company.companyId !== actor.companyId) throw forbidden('Only the user who will use the key can agree for it.');
  const user = await getUser(actor.rootId, actor.userId);
  if (!user) throw notFound('User not found.');
  const { rootId, companyId } = company;
  const audit = await auditRow(
    { rootId, companyId, user, actingUser: actingUserOf(actor), action: 'agreement_recorded', description: 'Agreed to the marketing services agreement for the developer API', ip: ctx.ip },
    clock,
  );
  const res = await createWriteTransaction({ developerAgreement: developerAgreementEntity, company: companyEntity, audit: auditEntity }, ({ developerAgreement, company: c, audit: a }) => [
      developerAgreement
        .create({
          rootId,
          companyId,
          userId: user.userId,
          userName: user.name,
          companyName: company.name,
          agreedAt: clock.now().toISOString(),
          ...(input.location_menu ? { locationMenu: input.location_menu } : {}),
          ...(input.document_type ? { documentType: input.document_type } : {}),
          ...(ctx.ip ? { ip: ctx.ip } : {}),
        })
        .commit(),
      c.patch({ rootId, companyId }).set({ developerAgreed: true }).commit(),
      a.create(audit).commit(),
    ])
    .go();
  // Canceled: this user had already agreed (or a concurrent copy of this request did); the first record stands.
  return { result: 'success' as const, message: DEVELOPER_MESSAGES.recorded, status: 'T' as const, recorded: !res.canceled };
}

/** Who of the company agreed, and when; status says whether the caller has. */
export async function readDeveloperAgreement(actor: Actor, companyId: string) {
  const company = await keyCompany(actor, companyId);
  const rows = await developerAgreementEntity.query.byCompany({ rootId: actor.rootId, companyId: company.companyId }).go({ pages: 'all' });
  return {
    company_id: company.companyId,
    status: rows.data.some((r) => r.userId === actor.userId) ? ('T' as const) : ('F' as const),
    agreements: rows.data.map((r) => ({ user_id: r.userId, user_name: r.userName, agreed_at: r.agreedAt })),
  };
}
