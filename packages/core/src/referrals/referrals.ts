import { randomInt } from 'node:crypto';
import type { Actor } from '../access/actor.js';
import { isRootOperator } from '../access/admin-rules.js';
import { mayAccessCompany } from '../access/company-access.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { getUser } from '../identity/users.js';
import { getConfig } from '../platform/config.js';
import { DomainError, conflict, forbidden, notFound } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import type { Company } from '../tenancy/company.entity.js';
import { resolveDomain } from '../tenancy/domain-resolution.js';
import { publicUrl } from '../tenancy/public-url.js';
import { normalizeReferralCode, REFERRAL_CODE_PATTERN, REFERRAL_CODE_RULE, type ReferralAnswer, type ReferralCheckAnswer } from './referral.contract.js';
import { createWriteTransaction } from 'electrodb';
import { referralCodeEntity } from './referral-code.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

/** Agencies register on the platform's own site, so that is where the link points. */
async function linkOf(rootId: string, code: string | undefined): Promise<string | null> {
  if (!code) return null;
  const root = await getCompany(rootId, rootId);
  return publicUrl(root?.customDomain ?? getConfig().BASE_DOMAIN, `/agency-register/${encodeURIComponent(code)}`);
}

const answerOf = async (agency: Company): Promise<ReferralAnswer> => ({ code: agency.ownReferralCode ?? null, link: await linkOf(agency.rootId, agency.ownReferralCode) });

/** The agency, if the actor may see it (else the same 404 as a missing id); only agencies have referral links. */
async function readableAgency(actor: Actor, companyId: string): Promise<Company> {
  const company = await getCompany(actor.rootId, companyId);
  const parent = company && company.kind !== 'root' ? await getCompany(actor.rootId, company.parentId) : undefined;
  if (!company || !mayAccessCompany(actor, company, parent)) throw notFound('Company not found.');
  if (company.kind !== 'agency') throw new DomainError('bad_request', 'Only agencies have referral links.');
  return company;
}

/** The agency's owner and administrators, and the root's operators (its only ancestor); not its other users, sales or clients. */
const mayCreate = (actor: Actor, agency: Company) =>
  isRootOperator(actor) || (actor.companyId === agency.companyId && (actor.userType === 'userdownline' || actor.userType === 'administrator'));

/** GET /api/referral/{companyId}. */
export async function getReferral(actor: Actor, companyId: string): Promise<ReferralAnswer> {
  return answerOf(await readableAgency(actor, companyId));
}

/** A code to start from: the agency's name as a slug and four random characters (`acme-k3v9`). */
function suggestedCode(name: string): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const tail = Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  const slug = name.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 20).replace(/-+$/, '');
  return slug ? `${slug}-${tail}` : `agency-${tail}`;
}

type Outcome = 'done' | 'taken' | 'moved';

/**
 * Claims `code` for the agency and releases its previous one, with the agency's new code and the
 * log row, in one transaction conditioned on the code the agency had: a double click or a burst
 * sets it once, and two agencies cannot end up with one code.
 */
async function claim(actor: Actor, agency: Company, code: string): Promise<Outcome> {
  const user = await getUser(actor.rootId, actor.userId);
  if (!user) throw notFound('User not found.');
  const { rootId, companyId } = agency;
  const previous = agency.ownReferralCode;
  const row = await auditRow({
    rootId,
    companyId,
    user: { userId: user.userId, name: user.name, userType: user.userType, companyId: user.companyId },
    actingUser: actingUserOf(actor),
    action: 'referral_link_set',
    description: previous ? `Changed the referral code of ${agency.name} from ${previous} to ${code}` : `Created the referral code ${code} for ${agency.name}`,
  });
  const res = await createWriteTransaction({ referralCode: referralCodeEntity, company: companyEntity, audit: auditEntity }, ({ referralCode, company, audit }) => [
      referralCode.create({ rootId, code, companyId }).commit(),
      ...(previous ? [referralCode.delete({ rootId, code: previous }).where((a, op) => op.eq(a.companyId, companyId)).commit()] : []),
      company
        .patch({ rootId, companyId })
        .set({ ownReferralCode: code })
        .where((a, op) => (previous ? op.eq(a.ownReferralCode, previous) : op.notExists(a.ownReferralCode)))
        .commit(),
      audit.create(row).commit(),
    ])
    .go();
  if (!res.canceled) return 'done';
  const [claimed, ...rest] = res.data.map((r) => r.code);
  const agencyMoved = rest.some((c) => c === 'ConditionalCheckFailed');
  if (claimed === 'ConditionalCheckFailed' && !agencyMoved) return 'taken';
  return 'moved';
}

/**
 * POST /api/referral/{companyId}: without a code, answers the agency's code, making one first if it
 * has none; with a code, makes that the agency's code (4-32 of a-z0-9-, unique on the platform).
 */
export async function createReferral(actor: Actor, companyId: string, wanted?: string): Promise<ReferralAnswer> {
  let agency = await readableAgency(actor, companyId);
  if (!mayCreate(actor, agency)) throw forbidden('You are not allowed to change this agency’s referral link.');
  const code = wanted === undefined ? undefined : normalizeReferralCode(wanted);
  if (code !== undefined && !REFERRAL_CODE_PATTERN.test(code)) throw new DomainError('bad_request', REFERRAL_CODE_RULE, { code: [REFERRAL_CODE_RULE] });
  for (let tries = 0; tries < 6; tries += 1) {
    if (code === undefined ? agency.ownReferralCode : agency.ownReferralCode === code) return answerOf(agency);
    const outcome = await claim(actor, agency, code ?? suggestedCode(agency.name));
    // A concurrent request changed the agency (or took the suggested code): read it again and decide anew.
    const fresh = await getCompany(agency.rootId, agency.companyId);
    if (!fresh) throw notFound('Company not found.');
    agency = fresh;
    if (outcome === 'done') return answerOf(agency);
    if (outcome === 'taken' && code !== undefined && agency.ownReferralCode !== code) {
      throw conflict('This referral code is taken. Please choose another.', { code: ['This referral code is taken. Please choose another.'] });
    }
  }
  throw conflict('Many changes are arriving at once. Please try again in a moment.');
}

/** The agency a referral code names on the platform of `domainName` (the platform's own site by default). */
export async function referrerOf(rootId: string, code: string): Promise<Company | undefined> {
  const normalized = normalizeReferralCode(code);
  if (!REFERRAL_CODE_PATTERN.test(normalized)) return undefined;
  const claimRow = (await referralCodeEntity.get({ rootId, code: normalized }).go()).data;
  if (!claimRow) return undefined;
  const agency = await getCompany(rootId, claimRow.companyId);
  return agency?.kind === 'agency' && agency.ownReferralCode === normalized ? agency : undefined;
}

/** GET /api/referral/check/{code} (public): whether the link's code names an agency, and its name. */
export async function checkReferral(code: string, domainName: string | undefined): Promise<ReferralCheckAnswer> {
  const domain = await resolveDomain(domainName ?? getConfig().BASE_DOMAIN);
  if (!domain || domain.kind !== 'root') return { valid: false };
  const agency = await referrerOf(domain.rootId, code);
  return agency ? { valid: true, agencyName: agency.name } : { valid: false };
}
