import { PHONE_INVALID, validPhone } from '../shared/phone.js';
import { auditRow } from '../audit/record.js';
import { captcha } from '../platform/captcha.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { mailer } from '../platform/mailer.js';
import { getConfig } from '../platform/config.js';
import { newId } from '../platform/ids.js';
import { conflict, DomainError, validationError, type FieldErrors } from '../shared/errors.js';
import { newCompany } from '../tenancy/create-company.js';
import { claimKey } from '../tenancy/domain-claims.js';
import type { Company } from '../tenancy/company.entity.js';
import { resolveDomain } from '../tenancy/domain-resolution.js';
import { subdomainHost } from '../tenancy/domains.js';
import { publicUrl } from '../tenancy/public-url.js';
import { referrerOf } from '../referrals/referrals.js';
import { REGISTERED_ANSWER } from './account.contract.js';
import { newUser } from './create-user.js';
import type { User } from './user.entity.js';
import { findUserByEmail } from './users.js';
import { createWriteTransaction } from 'electrodb';
import { emailClaimEntity, userEntity } from './user.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { domainEntity } from '../tenancy/domain.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

type ValidPhone = NonNullable<Awaited<ReturnType<typeof validPhone>>>;

export interface RegisterInput {
  companyname: string;
  name: string;
  email: string;
  phonenum: string;
  phone_country_code: string;
  password: string;
  gtoken?: string | undefined;
  userType: 'client' | 'userdownline';
  domainName: string;
  refcode?: string | undefined;
}

/** A subdomain from a company name: lower-case letters, digits and single hyphens, at most 40. */
export function subdomainFrom(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return base || 'agency';
}

type Registration = { company: Company; user: User } | 'email-taken';

/**
 * The e-mail claim, the user, the company (its owner already on it), its host-name claims, the
 * parent's child counter and the log row, in ONE transaction: a company without its owner cannot
 * exist, and of many sign-ups with one e-mail exactly one is written. An agency whose subdomain is
 * taken tries the next (`name-2`, `name-3`, ...).
 */
async function writeRegistration(domain: Company, input: RegisterInput, phone: ValidPhone, ctx: { ip?: string | undefined }, clock: Clock): Promise<Registration> {
  const agency = input.userType === 'userdownline';
  const base = subdomainFrom(input.companyname);
  const user = await newUser({
    rootId: domain.rootId,
    companyId: newId(),
    email: input.email,
    name: input.name,
    userType: input.userType,
    password: input.password,
    phone: phone.e164,
    phoneCountryCode: phone.countryCode,
    phoneCountryCallingCode: phone.callingCode,
  });
  const owner = { ownerUserId: user.userId, ownerName: user.name, ownerEmail: user.email };
  // A link's code ties the agency to the agency that shared it; an unknown code is left out (the page said so).
  const referrer = agency && input.refcode ? await referrerOf(domain.rootId, input.refcode) : undefined;
  const referral = referrer?.ownReferralCode ? { referralCode: referrer.ownReferralCode, referredBy: referrer.companyId } : {};
  let n = 1;
  for (let tries = 0; tries < 30 && n <= 25; tries += 1) {
    const { item: company, claims } = newCompany(
      agency
        ? { kind: 'agency', companyId: user.companyId, rootId: domain.rootId, parentId: domain.rootId, name: input.companyname, subdomain: n === 1 ? base : `${base}-${n}`, ...owner, ...referral }
        : { kind: 'client', companyId: user.companyId, rootId: domain.rootId, parentId: domain.companyId, name: input.companyname, ...owner },
    );
    const row = await auditRow(
      { rootId: domain.rootId, companyId: company.companyId, user, action: 'registered', description: `Signed up ${agency ? 'agency' : 'client'} ${company.name} on ${input.domainName}${referrer ? `, referred by ${referrer.name}` : ''}`, ip: ctx.ip },
      clock,
    );
    const referred = referrer
      ? await auditRow({ rootId: domain.rootId, companyId: referrer.companyId, user, action: 'referred_agency_registered', description: `${company.name} signed up with the referral code ${referrer.ownReferralCode ?? ''}`, ip: ctx.ip }, clock)
      : undefined;
    // The company is new, so the row cannot look it up: it is filed where its logs are read.
    const filed = { ...row, agencyId: agency ? company.companyId : company.parentId, companyName: company.name };
    const { rootId, companyId } = company;
    const res = await createWriteTransaction({ emailClaim: emailClaimEntity, user: userEntity, company: companyEntity, domain: domainEntity, audit: auditEntity }, ({ emailClaim, user: u, company: c, domain: d, audit }) => [
        emailClaim.create({ rootId, email: user.email, userId: user.userId }).commit(),
        u.create(user).commit(),
        c.create(company).commit(),
        c.update({ rootId, companyId: company.parentId }).add({ childCount: 1, listVersion: 1 }).commit(),
        ...claims.map((claim) => d.create({ ...claimKey(claim), rootId, companyId }).commit()),
        audit.create(filed).commit(),
        // Last, so the claims' positions above stay where the cancellation reasons are read.
        ...(referred ? [audit.create(referred).commit()] : []),
      ])
      .go();
    if (!res.canceled) return { company, user };
    const codes = res.data.map((r) => r.code);
    if (codes[0] === 'ConditionalCheckFailed') return 'email-taken';
    if (codes.slice(4, 4 + claims.length).includes('ConditionalCheckFailed')) {
      n += 1;
      continue;
    }
    // A concurrent transaction held the same items (the parent's counter): the e-mail may be taken
    // by now; if not, try again a moment later.
    if (await findUserByEmail(domain.rootId, input.email)) return 'email-taken';
    await new Promise((r) => setTimeout(r, 20 + Math.random() * 80));
  }
  if (n > 25) throw validationError('Please choose a different company name.', { companyname: ['Please choose a different company name.'] });
  throw conflict('Many sign-ups are arriving at once. Please try again in a moment.');
}

/**
 * POST /api/register. Agencies sign up on the platform's domain and get their own subdomain;
 * clients sign up on their agency's domain. The answer never says whether the e-mail was already
 * registered: its owner gets an e-mail instead.
 */
export async function register(input: RegisterInput, ctx: { ip?: string | undefined }, clock: Clock = systemClock) {
  const errors: FieldErrors = {};
  if (!(await captcha().verify(input.gtoken, ctx.ip))) errors.gtoken = ['Please confirm you are not a robot.'];
  const phone = await validPhone(input.phonenum, input.phone_country_code);
  if (!phone) errors.phonenum = [PHONE_INVALID];
  const domain = await resolveDomain(input.domainName);
  if (!domain) errors.domainName = ['This domain is not registered on the platform.'];
  else if (input.userType === 'userdownline' && domain.kind !== 'root') errors.userType = ['Agencies sign up on the platform’s own site.'];
  else if (input.userType === 'client' && domain.kind !== 'agency') errors.userType = ['Clients sign up on their agency’s site.'];
  if (Object.keys(errors).length > 0 || !domain || !phone) throw new DomainError('validation', 'The given data was invalid.', errors);

  const existing = await findUserByEmail(domain.rootId, input.email);
  if (existing) {
    await mailer().send({
      to: existing.email,
      fromName: domain.name,
      subject: `Someone tried to sign up with your e-mail`,
      text: `Hello ${existing.name},\n\nSomeone tried to create a new ${domain.name} account with this e-mail address. You already have an account: sign in at ${publicUrl(input.domainName, '/login')}, or reset your password there if you forgot it.\n\nIf this was not you, nothing has changed.`,
    });
    return { result: 'success' as const, message: REGISTERED_ANSWER };
  }

  const written = await writeRegistration(domain, input, phone, ctx, clock);
  // Lost a race for the same e-mail: answer as for any registered e-mail.
  if (written === 'email-taken') return { result: 'success' as const, message: REGISTERED_ANSWER };
  const { company, user } = written;

  const signInHost = company.kind === 'agency' && company.subdomain ? subdomainHost(company.subdomain, getConfig().BASE_DOMAIN) : input.domainName;
  await mailer().send({
    to: user.email,
    fromName: domain.name,
    subject: `Welcome to ${domain.name}`,
    text: `Hello ${user.name},\n\nYour account for ${company.name} is ready. Sign in at ${publicUrl(signInHost, '/login')} with this e-mail address and the password you chose.`,
  });
  return { result: 'success' as const, message: REGISTERED_ANSWER };
}
