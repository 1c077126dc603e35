import { recordAudit } from '../audit/record.js';
import { isConditionFailure } from '../db/conditions.js';
import { epochSeconds, systemClock, type Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import { mailer } from '../platform/mailer.js';
import { validationError } from '../shared/errors.js';
import { getCompany } from '../tenancy/companies.js';
import { resolveDomain } from '../tenancy/domain-resolution.js';
import { publicUrl } from '../tenancy/public-url.js';
import { FORGOT_PASSWORD_ANSWER } from './account.contract.js';
import { hashPassword } from './passwords.js';
import { issueOpaqueToken, parseRefreshToken } from './refresh-token.js';
import { sameHash } from './two-factor/code-rule.js';
import { endAllSessions } from './sessions.js';
import { maySignInOnDomain } from './signin-rule.js';
import { POLICIES } from './throttle-rule.js';
import { takeAttempts } from './throttle.js';
import { findUserByEmail, getUser } from './users.js';
import { passwordResetEntity } from './password-reset.entity.js';
import { userEntity } from './user.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';

const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * POST /api/forgetpass. The answer is the same whether or not the e-mail is registered; the link
 * goes out only to a user who may sign in on that domain, under that domain's brand.
 */
export async function requestPasswordReset(
  input: { email: string; domainName: string },
  ctx: { ip?: string | undefined },
  clock: Clock = systemClock,
): Promise<{ result: 'success'; message: string }> {
  const domain = await resolveDomain(input.domainName);
  const rootId = domain?.rootId ?? '-';
  const emailKey = { rootId, scope: 'reset-email', subject: input.email };
  const ipKey = { rootId, scope: 'reset-ip', subject: ctx.ip ?? '-' };
  // Every request counts, found or not, so the limits say nothing about which e-mails exist.
  await takeAttempts(
    [
      { key: emailKey, policy: POLICIES.resetEmail },
      { key: ipKey, policy: POLICIES.resetIp },
    ],
    'Too many reset requests. Please wait 15 minutes and try again.',
    clock,
  );

  const user = domain ? await findUserByEmail(domain.rootId, input.email) : undefined;
  const company = user ? await getCompany(user.rootId, user.companyId) : undefined;
  if (domain && user && company && user.status === 'active' && maySignInOnDomain(user, company, domain)) {
    const link = await issuePasswordLink(user, input.domainName, RESET_TTL_MS, clock);
    await mailer().send({
      to: user.email,
      fromName: domain.name,
      subject: `Reset your ${domain.name} password`,
      text: `Hello ${user.name},\n\nSomeone asked to reset the password of your ${domain.name} account. To choose a new password, open this link within one hour:\n\n${link}\n\nThe link works once. If you did not ask for this, ignore this e-mail; your password stays as it is.`,
    });
    await recordAudit({ rootId: user.rootId, companyId: user.companyId, user, action: 'password_reset_requested', description: 'Asked for a password-reset link', ip: ctx.ip }, clock);
  }
  return { result: 'success', message: FORGOT_PASSWORD_ANSWER };
}

/**
 * A single-use link to set a password: the reset link, and the invitation a new user gets. Random,
 * stored hashed, valid for `ttlMs`.
 */
export async function issuePasswordLink(user: { rootId: string; userId: string; email: string }, host: string, ttlMs: number, clock: Clock = systemClock): Promise<string> {
  const now = clock.now();
  const resetId = newId();
  const { token, secretHash } = issueOpaqueToken(user.rootId, resetId);
  const expires = new Date(now.getTime() + ttlMs);
  await passwordResetEntity.create({
      rootId: user.rootId,
      resetId,
      userId: user.userId,
      secretHash,
      expiresAt: expires.toISOString(),
      ttl: epochSeconds(expires) + 86400,
    })
    .go();
  return publicUrl(host, `/set-new-password/${encodeURIComponent(token)}?email=${encodeURIComponent(user.email)}`);
}

type ResetCheck = { valid: true; reset: { rootId: string; resetId: string; userId: string } } | { valid: false; reason: 'invalid' | 'expired' | 'used' };

async function checkReset(token: string, email: string, now: Date): Promise<ResetCheck> {
  const parsed = parseRefreshToken(token);
  if (!parsed) return { valid: false, reason: 'invalid' };
  const reset = (await passwordResetEntity.get({ rootId: parsed.rootId, resetId: parsed.sessionId }).go()).data;
  if (!reset || !sameHash(reset.secretHash, parsed.secretHash)) return { valid: false, reason: 'invalid' };
  const user = await getUser(reset.rootId, reset.userId);
  if (!user || user.email !== email) return { valid: false, reason: 'invalid' };
  if (reset.usedAt) return { valid: false, reason: 'used' };
  if (new Date(reset.expiresAt).getTime() <= now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true, reset };
}

/** POST /api/verify-reset-token: checked before the set-new-password page opens. */
export async function verifyResetToken(input: { token: string; email: string }, clock: Clock = systemClock) {
  const r = await checkReset(input.token, input.email, clock.now());
  return r.valid ? { valid: true } : { valid: false, reason: r.reason };
}

/** POST /api/reset-password: sets the new password once, then ends every session of the user. */
export async function resetPassword(
  input: { token: string; email: string; password: string },
  ctx: { ip?: string | undefined },
  clock: Clock = systemClock,
): Promise<{ result: 'success'; message: string }> {
  const now = clock.now();
  const r = await checkReset(input.token, input.email, now);
  if (!r.valid) {
    const message = r.reason === 'used' ? 'This reset link has already been used.' : r.reason === 'expired' ? 'This reset link has expired.' : 'This reset link is not valid.';
    throw validationError(message, { token: [r.reason] });
  }
  try {
    await passwordResetEntity.patch({ rootId: r.reset.rootId, resetId: r.reset.resetId })
      .set({ usedAt: now.toISOString() })
      .where((a, op) => op.notExists(a.usedAt))
      .go();
  } catch {
    throw validationError('This reset link has already been used.', { token: ['used'] });
  }
  const user = await getUser(r.reset.rootId, r.reset.userId);
  if (!user) throw validationError('This reset link is not valid.', { token: ['invalid'] });
  await userEntity.patch({ rootId: user.rootId, userId: user.userId })
    .set({ passwordHash: await hashPassword(input.password), passwordChangedAt: now.toISOString() })
    .go();
  // The invitation link was used: the owner's invitation is no longer pending.
  await companyEntity.patch({ rootId: user.rootId, companyId: user.companyId })
    .set({ ownerInvitationPending: false })
    .where((a, op) => `${op.eq(a.ownerUserId, user.userId)} AND ${op.eq(a.ownerInvitationPending, true)}`)
    .go()
    .catch((e: unknown) => {
      if (!isConditionFailure(e)) throw e;
    });
  const ended = await endAllSessions(user.rootId, user.userId, 'password', { clock });
  await recordAudit({ rootId: user.rootId, companyId: user.companyId, user, action: 'password_reset', description: `Reset password by e-mail link; ${ended} session(s) ended`, ip: ctx.ip }, clock);
  return { result: 'success', message: 'Your password has been reset. Please sign in with the new password.' };
}
