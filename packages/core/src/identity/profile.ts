import type { Actor } from '../access/actor.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { conflict, notFound, validationError } from '../shared/errors.js';
import { PHONE_INVALID, validPhone } from '../shared/phone.js';
import { getCompany } from '../tenancy/companies.js';
import { NO_PARENT, sortKeys } from '../tenancy/company.entity.js';
import { acceptedPictureUrl } from './profile-picture.js';
import { COMPANY_NAME_OWNER_ONLY, PROFILE_UPDATED, type UpdateProfile } from './profile.contract.js';
import { getUserData } from './user-data.js';
import type { User } from './user.entity.js';
import { getUser } from './users.js';
import { createWriteTransaction } from 'electrodb';
import { emailClaimEntity, userEntity } from './user.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

const EMAIL_TAKEN = 'This e-mail is already registered.';

/**
 * POST /api/user/update: the signed-in user's own profile (in view mode, the viewed user's, with the
 * root user recorded as acting). The user, a moved e-mail claim, and for a company's owner the
 * company's name and the owner columns its lists sort by, change in one transaction with the log
 * row; a taken e-mail leaves everything as it was.
 */
export async function updateProfile(actor: Actor, input: UpdateProfile, clock: Clock = systemClock) {
  const [user, company] = await Promise.all([getUser(actor.rootId, actor.userId), getCompany(actor.rootId, actor.companyId)]);
  if (!user || !company) throw notFound('User not found.');
  const isOwner = company.ownerUserId === user.userId;

  const person = input.step === '2' ? undefined : input;
  const business = input.step === '1' ? undefined : input;

  const phone = person ? await validPhone(person.phonenum, person.phone_country_code) : undefined;
  if (person && !phone) throw validationError('The given data was invalid.', { phonenum: [PHONE_INVALID] });
  const renamesCompany = business !== undefined && business.company_name !== company.name;
  if (renamesCompany && !isOwner) throw validationError(COMPANY_NAME_OWNER_ONLY, { company_name: [COMPANY_NAME_OWNER_ONLY] });
  const picture = person?.profile_pict_key ? await acceptedPictureUrl(user.userId, person.profile_pict_key) : undefined;

  const set: Partial<User> = {
    ...(person && phone
      ? { name: person.name, email: person.email, phone: phone.e164, phoneCountryCode: phone.countryCode, phoneCountryCallingCode: phone.callingCode }
      : {}),
    ...(picture ? { profilePicture: picture } : {}),
    ...(business ? { address: business.address, city: business.city, zip: business.zip, countryCode: business.country_code, stateCode: business.state_code } : {}),
  };
  const removePicture = person?.remove_profile_pict === 'T' && !picture && user.profilePicture !== undefined;
  const emailChanged = person !== undefined && person.email !== user.email;
  const ownerColumnsChange = isOwner && (renamesCompany || (person !== undefined && (person.name !== user.name || emailChanged)));

  const changed = [
    person && person.name !== user.name && 'name',
    emailChanged && 'e-mail',
    person && phone && phone.e164 !== user.phone && 'phone',
    (picture || removePicture) && 'picture',
    renamesCompany && 'company name',
    business && (business.address !== user.address || business.city !== user.city || business.zip !== user.zip || business.country_code !== user.countryCode || business.state_code !== (user.stateCode ?? '')) && 'address',
  ].filter(Boolean);
  const row = await auditRow(
    { rootId: actor.rootId, companyId: company.companyId, user, actingUser: actingUserOf(actor), action: 'profile_updated', description: `Updated own profile${changed.length ? `: ${changed.join(', ')}` : ''}` },
    clock,
  );

  const ownerName = person?.name ?? user.name;
  const ownerEmail = person?.email ?? user.email;
  const companyName = business?.company_name ?? company.name;
  const res = await createWriteTransaction({ user: userEntity, emailClaim: emailClaimEntity, company: companyEntity, audit: auditEntity }, ({ user: u, emailClaim, company: c, audit }) => [
      (() => {
        const patch = u.patch({ rootId: user.rootId, userId: user.userId }).set(set);
        return removePicture ? patch.remove(['profilePicture']).commit() : patch.commit();
      })(),
      ...(emailChanged && person
        ? [
            emailClaim.delete({ rootId: user.rootId, email: user.email }).where((a, op) => op.eq(a.userId, user.userId)).commit(),
            emailClaim.create({ rootId: user.rootId, email: person.email, userId: user.userId }).commit(),
          ]
        : []),
      ...(ownerColumnsChange
        ? [
            c
              .patch({ rootId: company.rootId, companyId: company.companyId })
              .set({ name: companyName, ownerName, ownerEmail, ...sortKeys({ name: companyName, ownerName, ownerEmail }) })
              .commit(),
            // The parent's lists sort by these columns: their kept page starts must be rebuilt.
            ...(company.parentId === NO_PARENT ? [] : [c.update({ rootId: company.rootId, companyId: company.parentId }).add({ listVersion: 1 }).commit()]),
          ]
        : []),
      audit.create(row).commit(),
    ])
    .go();
  if (res.canceled) throw emailChanged ? conflict(EMAIL_TAKEN, { email: [EMAIL_TAKEN] }) : conflict('Your profile changed meanwhile. Please try again.');
  return { result: 'success' as const, message: PROFILE_UPDATED, user: await getUserData(actor, actor.userId) };
}
