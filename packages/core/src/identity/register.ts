import { PHONE_INVALID, validPhone } from '../shared/phone.js';
import { recordAudit } from '../audit/record.js';
import { captcha } from '../platform/captcha.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { mailer } from '../platform/mailer.js';
import { getConfig } from '../platform/config.js';
import { DomainError, isDomainError, validationError, type FieldErrors } from '../shared/errors.js';
import { createCompany } from '../tenancy/create-company.js';
import type { Company } from '../tenancy/company.entity.js';
import { resolveDomain } from '../tenancy/domain-resolution.js';
import { subdomainHost } from '../tenancy/domains.js';
import { publicUrl } from '../tenancy/public-url.js';
import { setOwner } from '../tenancy/owner.js';
import { REGISTERED_ANSWER } from './account.contract.js';
import { createUser } from './create-user.js';
import { findUserByEmail } from './users.js';

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

async function createAgencyWithFreeSubdomain(rootId: string, input: RegisterInput): Promise<Company> {
  const base = subdomainFrom(input.companyname);
  for (let n = 1; n <= 25; n += 1) {
    const subdomain = n === 1 ? base : `${base}-${n}`;
    try {
      return await createCompany({
        kind: 'agency',
        rootId,
        parentId: rootId,
        name: input.companyname,
        subdomain,
        ...(input.refcode ? { referralCode: input.refcode } : {}),
      });
    } catch (e) {
      if (!(isDomainError(e) && e.kind === 'conflict')) throw e;
    }
  }
  throw validationError('Please choose a different company name.', { companyname: ['Please choose a different company name.'] });
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

  const company =
    input.userType === 'userdownline'
      ? await createAgencyWithFreeSubdomain(domain.rootId, input)
      : await createCompany({ kind: 'client', rootId: domain.rootId, parentId: domain.companyId, name: input.companyname });
  const user = await createUser({
    rootId: domain.rootId,
    companyId: company.companyId,
    email: input.email,
    name: input.name,
    userType: input.userType,
    password: input.password,
    phone: phone.e164,
    phoneCountryCode: phone.countryCode,
    phoneCountryCallingCode: phone.callingCode,
  }).catch(async (e: unknown) => {
    // Lost a race for the same e-mail: answer as for any registered e-mail.
    if (isDomainError(e) && e.kind === 'conflict') return undefined;
    throw e;
  });
  if (!user) return { result: 'success' as const, message: REGISTERED_ANSWER };
  await setOwner(user.rootId, company.companyId, user);

  const signInHost = company.kind === 'agency' && company.subdomain ? subdomainHost(company.subdomain, getConfig().BASE_DOMAIN) : input.domainName;
  await mailer().send({
    to: user.email,
    fromName: domain.name,
    subject: `Welcome to ${domain.name}`,
    text: `Hello ${user.name},\n\nYour account for ${company.name} is ready. Sign in at ${publicUrl(signInHost, '/login')} with this e-mail address and the password you chose.`,
  });
  await recordAudit(
    { rootId: user.rootId, companyId: company.companyId, user, action: 'registered', description: `Signed up ${company.kind === 'agency' ? 'agency' : 'client'} ${company.name} on ${input.domainName}`, ip: ctx.ip },
    clock,
  );
  return { result: 'success' as const, message: REGISTERED_ANSWER };
}
