import { recordAudit } from '../audit/record.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { unauthenticated } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import { resolveDomain } from '../tenancy/domain-resolution.js';
import {
  SIGN_IN_FAILED_MESSAGE,
  TOO_MANY_SIGN_INS_MESSAGE,
  type LoginChallenge,
  type LoginRequest,
  type TokenResponse,
} from './auth.contract.js';
import { verifyPassword } from './passwords.js';
import { startSession } from './sessions.js';
import { maySignInOnDomain } from './signin-rule.js';
import { POLICIES, slowdownMs } from './throttle-rule.js';
import { clearFailures, giveBack, takeAndCountAttempts } from './throttle.js';
import { openChallenge } from './two-factor/challenges.js';
import { findUserByEmail } from './users.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Password sign-in on a domain. An unknown domain, an unknown user, a wrong password and a domain
 * the user does not belong to all fail alike: same message, and a password hash is checked in every
 * case so the time taken does not tell them apart. Repeated failures are refused per account and
 * address, and slowed per account (see throttle-rule.ts). With two-factor on, the answer is a
 * challenge, never tokens.
 */
export async function login(
  input: LoginRequest,
  ctx: { ip?: string | undefined } = {},
  clock: Clock = systemClock,
): Promise<TokenResponse | LoginChallenge> {
  const ip = ctx.ip ?? '-';
  const domainCompany = await resolveDomain(input.domainName);
  const rootId = domainCompany?.rootId ?? '-';
  const keys = {
    accountIp: { rootId, scope: 'signin-account-ip', subject: `${input.username}|${ip}` },
    ip: { rootId, scope: 'signin-ip', subject: ip },
    account: { rootId, scope: 'signin-account', subject: input.username },
  };
  // The attempt is counted before the password is checked, so a burst cannot outrun the limit; a
  // right password gives it back below. The account is read meanwhile: reading it checks nothing.
  const [{ taken: limited, counted: account }, user] = await Promise.all([
    takeAndCountAttempts(
      [
        { key: keys.accountIp, policy: POLICIES.signInAccountIp },
        { key: keys.ip, policy: POLICIES.signInIp },
      ],
      { key: keys.account, policy: POLICIES.signInAccount },
      TOO_MANY_SIGN_INS_MESSAGE,
      clock,
    ),
    domainCompany ? findUserByEmail(domainCompany.rootId, input.username) : undefined,
  ]);
  const delay = slowdownMs(account.before, POLICIES.signInAccount);
  if (delay > 0) await sleep(delay);

  // The user's company is most often the domain's (staff on their agency's or the platform's domain).
  const [passwordOk, userCompany] = await Promise.all([
    verifyPassword(user?.passwordHash, input.password),
    !user ? undefined : user.companyId === domainCompany?.companyId && user.rootId === domainCompany.rootId ? domainCompany : getCompany(user.rootId, user.companyId),
  ]);
  const allowed =
    passwordOk &&
    user !== undefined &&
    domainCompany !== undefined &&
    userCompany !== undefined &&
    user.status === 'active' &&
    maySignInOnDomain(user, userCompany, domainCompany);

  if (!allowed || !user || !domainCompany) {
    if (domainCompany && user) {
      await recordAudit(
        { rootId: domainCompany.rootId, companyId: user.companyId, company: userCompany, user, action: 'login_failed', description: `Failed sign-in on ${input.domainName}`, ip: ctx.ip },
        clock,
      );
    } else {
      // No such account: nothing goes in any agency's user log (anyone could add rows there by
      // typing a name); the platform's security log (structured logs) keeps the attempt.
      console.warn(JSON.stringify({ level: 'warn', msg: 'sign-in for an unknown account', security: true, domain: input.domainName, username: input.username.slice(0, 254), ip: ctx.ip }));
    }
    throw unauthenticated(SIGN_IN_FAILED_MESSAGE);
  }

  // The address's own counter is cleared, so only the others are given back.
  await Promise.all([clearFailures(keys.accountIp, POLICIES.signInAccountIp, clock), giveBack([...limited.filter((a) => a.key !== keys.accountIp), account.attempt])]);
  if (user.twoFactorType === 'email' || (user.twoFactorType === 'google' && user.totpSecret)) {
    return openChallenge(user, { ip: ctx.ip, brand: domainCompany.name }, clock);
  }
  const tokens = await startSession(user, { ...(ctx.ip ? { ip: ctx.ip } : {}), clock, company: userCompany });
  await recordAudit(
    { rootId: user.rootId, companyId: user.companyId, company: userCompany, user, action: 'login', description: `Signed in on ${input.domainName}`, ip: ctx.ip },
    clock,
  );
  return tokens;
}
