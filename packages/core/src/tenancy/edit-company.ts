import type { Actor } from '../access/actor.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { assertModulesMayTurnOff } from '../campaigns/active-campaigns.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { conflict, DomainError, notFound, type FieldErrors } from '../shared/errors.js';
import { PHONE_INVALID, validPhone } from '../shared/phone.js';
import { AGENCY_API_MODE_SWITCH_ONLY, PAYMENT_TERM_REQUIRED, UPDATED_MESSAGE, type UpdateCompanyInput } from './company-admin.contract.js';
import { managedCompany } from './company-chain.js';
import { NO_PARENT, sortKeys } from './company.entity.js';
import { claimChanges, claimKey, refusedClaims, takenErrors } from './domain-claims.js';
import { createWriteTransaction } from 'electrodb';
import { companyEntity } from './company.entity.js';
import { domainEntity } from './domain.entity.js';
import { emailClaimEntity, userEntity } from '../identity/user.entity.js';

/**
 * PUT /api/configuration/user/update: the inline edit panel. Company fields, the owner's name and
 * e-mail, and host names change together in one transaction; a subdomain, domain or e-mail already
 * taken leaves everything as it was.
 */
export async function updateCompany(actor: Actor, input: UpdateCompanyInput, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const { company } = await managedCompany(actor, input.ClientID);
  const owner = company.ownerUserId ? await getUser(actor.rootId, company.ownerUserId) : undefined;
  if (!owner) throw notFound('Company not found.');
  const isAgency = company.kind === 'agency';

  const errors: FieldErrors = {};
  const phone = await validPhone(input.phonenum, input.phone_country_code);
  if (!phone) errors.phonenum = [PHONE_INVALID];
  if (isAgency && !input.subdomain) errors.subdomain = ['Subdomain is required'];
  if (isAgency && !input.payment_terms?.length) errors.payment_terms = [PAYMENT_TERM_REQUIRED];
  if (isAgency && (input.api_mode === 'T') !== Boolean(company.apiMode)) errors.api_mode = [AGENCY_API_MODE_SWITCH_ONLY];
  if (Object.keys(errors).length || !phone) throw new DomainError('validation', 'The given data was invalid.', errors);
  if (input.modules) await assertModulesMayTurnOff(company, company.enabledModules ?? [], input.modules);

  const nextSub = isAgency ? input.subdomain : undefined;
  const nextDomain = isAgency && input.domain ? input.domain : undefined;
  const { drop, take } = claimChanges(company, nextSub, nextDomain);
  const emailChanged = input.email !== owner.email;
  const listedChange = input.company_name !== company.name || input.name !== company.ownerName || input.email !== company.ownerEmail;

  const res = await createWriteTransaction({ company: companyEntity, domain: domainEntity, user: userEntity, emailClaim: emailClaimEntity }, ({ company: c, domain, user, emailClaim }) => [
      (() => {
        const patch = c.patch({ rootId: company.rootId, companyId: company.companyId }).set({
          name: input.company_name,
          ownerName: input.name,
          ownerEmail: input.email,
          ...sortKeys({ name: input.company_name, ownerName: input.name, ownerEmail: input.email }),
          phone: phone.e164,
          isWhitelabeling: input.is_whitelabeling === 'T',
          apiMode: input.api_mode === 'T',
          ...(input.organization_id !== undefined ? { organizationId: input.organization_id } : {}),
          ...(isAgency ? { paymentTerms: input.payment_terms ?? [] } : {}),
          ...(input.modules ? { enabledModules: input.modules } : {}),
          ...(nextSub ? { subdomain: nextSub } : {}),
          ...(nextDomain ? { customDomain: nextDomain } : {}),
        });
        return isAgency && !nextDomain && company.customDomain ? patch.remove(['customDomain']).commit() : patch.commit();
      })(),
      // A listed column changed: the parent's kept page starts (list-pages.ts) must be rebuilt.
      ...(listedChange && company.parentId !== NO_PARENT ? [c.update({ rootId: company.rootId, companyId: company.parentId }).add({ listVersion: 1 }).commit()] : []),
      ...drop.map((k) => domain.delete(claimKey(k)).where((a, op) => op.eq(a.companyId, company.companyId)).commit()),
      ...take.map((k) => domain.create({ ...claimKey(k), rootId: company.rootId, companyId: company.companyId }).commit()),
      user
        .patch({ rootId: owner.rootId, userId: owner.userId })
        .set({ name: input.name, email: input.email, phone: phone.e164, phoneCountryCode: phone.countryCode, phoneCountryCallingCode: phone.callingCode })
        .commit(),
      ...(emailChanged
        ? [
            emailClaim.delete({ rootId: owner.rootId, email: owner.email }).commit(),
            emailClaim.create({ rootId: owner.rootId, email: input.email, userId: owner.userId }).commit(),
          ]
        : []),
    ])
    .go();
  if (res.canceled) {
    // The company, the parent's list version when a listed column changed, the released claims, then the claims taken.
    const offset = 1 + (listedChange && company.parentId !== NO_PARENT ? 1 : 0) + drop.length;
    throw conflict('That subdomain, domain or e-mail is already taken.', {
      ...takenErrors(refusedClaims(take, res.data, offset)),
      ...(emailChanged ? { email: ['This e-mail may already be registered.'] } : {}),
    });
  }
  const me = await getUser(actor.rootId, actor.userId);
  const changed = [
    input.company_name !== company.name && 'company name',
    input.name !== owner.name && 'full name',
    emailChanged && 'e-mail',
    take.length > 0 && 'domain',
    input.modules && input.modules.join() !== (company.enabledModules ?? []).join() && `modules (${input.modules.join(', ') || 'none'})`,
  ].filter(Boolean);
  if (me) {
    await recordAudit(
      { rootId: actor.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'company_updated', description: `Updated ${company.name}${changed.length ? `: ${changed.join(', ')}` : ''}`, ip: ctx.ip },
      clock,
    );
  }
  return { result: 'success' as const, message: UPDATED_MESSAGE };
}
