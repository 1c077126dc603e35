import type { Actor } from '../access/actor.js';
import { actingUserOf, recordAudit } from '../audit/record.js';
import { createUser } from '../identity/create-user.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { newSecret } from '../platform/ids.js';
import { DomainError, type FieldErrors } from '../shared/errors.js';
import { PHONE_INVALID, validPhone } from '../shared/phone.js';
import { ADDED_MESSAGE, AGENCY_API_MODE_SWITCH_ONLY, PAYMENT_TERM_REQUIRED, type CreateCompanyInput } from './company-admin.contract.js';
import { managedParent } from './company-chain.js';
import type { Company } from './company.entity.js';
import { createCompany } from './create-company.js';
import { sendInvitation } from './invitation.js';
import { toRow } from './list-children.js';
import { setOwner } from './owner.js';
import { removeCompanyRecords } from './remove-company.js';
import { emailClaimEntity } from '../identity/user.entity.js';

/**
 * Adds an agency under the root or a client under an agency, with its owner user, and e-mails the
 * owner an invitation to choose a password. Subdomain, custom domain and e-mail are claimed in
 * transactions, so two adds can never take the same one.
 */
export async function addCompany(actor: Actor, input: CreateCompanyInput, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const parent = await managedParent(actor, input.companyID);
  const kind = parent.kind === 'root' ? 'agency' : 'client';
  const errors: FieldErrors = {};
  const phone = input.phonenum ? await validPhone(input.phonenum, input.phone_country_code) : undefined;
  if (input.phonenum && !phone) errors.phonenum = [PHONE_INVALID];
  if (kind === 'agency' && !input.subdomain) errors.subdomain = ['Subdomain is required'];
  if (kind === 'agency' && !input.payment_terms?.length) errors.payment_terms = [PAYMENT_TERM_REQUIRED];
  if (kind === 'agency' && input.api_mode === 'T') errors.api_mode = [AGENCY_API_MODE_SWITCH_ONLY];
  const taken = await emailClaimEntity.get({ rootId: actor.rootId, email: input.email }).go();
  if (taken.data) errors.email = ['This e-mail is already registered.'];
  if (Object.keys(errors).length) throw new DomainError('validation', 'The given data was invalid.', errors);

  const company: Company = await createCompany({
    kind,
    rootId: actor.rootId,
    parentId: parent.companyId,
    name: input.company_name,
    ownerName: input.name,
    ownerEmail: input.email,
    ownerInvitationPending: true,
    ...(phone ? { phone: phone.e164 } : {}),
    isWhitelabeling: input.is_whitelabeling === 'T',
    apiMode: input.api_mode === 'T',
    ...(input.organization_id ? { organizationId: input.organization_id } : {}),
    ...(kind === 'agency'
      ? {
          subdomain: input.subdomain,
          ...(input.domain ? { customDomain: input.domain } : {}),
          paymentTerms: input.payment_terms ?? [],
        }
      : {}),
    enabledModules: input.modules ?? ['local', 'locator'],
  });
  let user;
  try {
    user = await createUser({
      rootId: actor.rootId,
      companyId: company.companyId,
      email: input.email,
      name: input.name,
      userType: kind === 'agency' ? 'userdownline' : 'client',
      // Nobody knows this password: the owner sets their own through the invitation link.
      password: newSecret(),
      ...(phone ? { phone: phone.e164, phoneCountryCode: phone.countryCode, phoneCountryCallingCode: phone.callingCode } : {}),
    });
  } catch (e) {
    await removeCompanyRecords(company, []);
    throw e;
  }
  await setOwner(actor.rootId, company.companyId, user);
  await sendInvitation(user, company, kind === 'client' ? parent : undefined, clock);
  const me = await getUser(actor.rootId, actor.userId);
  if (me) {
    await recordAudit(
      { rootId: actor.rootId, companyId: company.companyId, user: me, actingUser: actingUserOf(actor), action: 'company_created', description: `Added ${kind} ${company.name} (${user.email})`, ip: ctx.ip },
      clock,
    );
  }
  return { result: 'success' as const, message: ADDED_MESSAGE, data: [toRow({ ...company, ownerUserId: user.userId })] };
}
