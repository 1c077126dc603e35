import { recordAudit } from '../../audit/record.js';
import { isConditionFailure } from '../../db/conditions.js';
import { epochSeconds, systemClock, type Clock } from '../../platform/clock.js';
import { newId } from '../../platform/ids.js';
import { mailer } from '../../platform/mailer.js';
import { rateLimited, unauthenticated, validationError } from '../../shared/errors.js';
import {
  CODE_EXPIRED_MESSAGE,
  TOO_MANY_CODES_MESSAGE,
  WRONG_CODE_MESSAGE,
  type LoginChallenge,
  type TokenResponse,
} from '../auth.contract.js';
import { issueOpaqueToken, parseRefreshToken } from '../refresh-token.js';
import { startSession } from '../sessions.js';
import { POLICIES } from '../throttle-rule.js';
import { giveBack, takeAttempts } from '../throttle.js';
import type { User } from '../user.entity.js';
import { getUser } from '../users.js';
import { brandNameFor } from '../../tenancy/brand-name.js';
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS, challengeState, hashCode, maySendAgain, newEmailCode, sameHash } from './code-rule.js';
import { matchTotp } from './totp.js';
import { challengeEntity } from './challenge.entity.js';
import { userEntity } from '../user.entity.js';

const sendCode = (user: User, code: string, brand: string) =>
  mailer().send({
    to: user.email,
    fromName: brand,
    subject: `Your ${brand} sign-in code`,
    text: `Hello ${user.name},\n\nYour sign-in code is ${code}. It is valid for 10 minutes and can be used once.\n\nIf you did not try to sign in, change your password.`,
  });

/** Opens the second step of a sign-in (after the right password) and, for e-mail, sends the code. */
export async function openChallenge(
  user: User,
  ctx: { ip?: string | undefined; brand: string },
  clock: Clock = systemClock,
): Promise<LoginChallenge> {
  const method = user.twoFactorType === 'google' ? 'google' : 'email';
  const now = clock.now();
  const challengeId = newId();
  const { token, secretHash } = issueOpaqueToken(user.rootId, challengeId);
  const code = method === 'email' ? newEmailCode() : undefined;
  const expires = new Date(now.getTime() + CODE_TTL_MS);
  await challengeEntity.create({
      rootId: user.rootId,
      challengeId,
      userId: user.userId,
      secretHash,
      method,
      ...(code ? { codeHash: hashCode(code, challengeId), sends: 1, lastSentAt: now.toISOString() } : {}),
      expiresAt: expires.toISOString(),
      ...(ctx.ip ? { ip: ctx.ip } : {}),
      ttl: epochSeconds(expires) + 86400,
    })
    .go();
  if (code) await sendCode(user, code, ctx.brand);
  return {
    result: 'verify_required',
    two_factor_auth_type: method,
    otp_token: token,
    message: method === 'email' ? 'We sent a 6-digit code to your e-mail.' : 'Enter the 6-digit code from your authenticator app.',
  };
}

async function loadChallenge(otpToken: string) {
  const parsed = parseRefreshToken(otpToken); // same <root>.<id>.<secret> shape
  if (!parsed) throw unauthenticated(CODE_EXPIRED_MESSAGE);
  const challenge = (await challengeEntity.get({ rootId: parsed.rootId, challengeId: parsed.sessionId }).go()).data;
  if (!challenge || !sameHash(challenge.secretHash, parsed.secretHash)) throw unauthenticated(CODE_EXPIRED_MESSAGE);
  return challenge;
}

function assertOpen(challenge: { expiresAt: string; attempts?: number; usedAt?: string }, now: Date) {
  const state = challengeState({ expiresAt: challenge.expiresAt, attempts: challenge.attempts ?? 0, usedAt: challenge.usedAt }, now);
  if (state === 'locked') throw rateLimited(TOO_MANY_CODES_MESSAGE);
  if (state !== 'open') throw unauthenticated(CODE_EXPIRED_MESSAGE);
}

/** Checks a TOTP code and claims its time step, so the same code cannot be used twice. */
async function claimTotp(user: User, code: string, now: Date): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = matchTotp(user.totpSecret, code, now.getTime(), user.totpLastStep ?? 0);
  if (step === null) return false;
  try {
    await userEntity.patch({ rootId: user.rootId, userId: user.userId })
      .set({ totpLastStep: step })
      // ElectroDB joins its own existence check with AND and no parentheses: group the OR.
      .where((a, op) => `(${op.notExists(a.totpLastStep)} OR ${op.lt(a.totpLastStep, step)})`)
      .go();
    return true;
  } catch {
    return false; // a concurrent request used this step first
  }
}

/**
 * Counts one code attempt on the challenge while it is unused and under the limit, in one
 * conditional increment; answers the attempts counted so far, this one included.
 */
async function takeChallengeAttempt(key: { rootId: string; challengeId: string }, now: Date): Promise<number> {
  try {
    const res = await challengeEntity.patch(key)
      .add({ attempts: 1 })
      .where((a, op) => `${op.notExists(a.usedAt)} AND (${op.notExists(a.attempts)} OR ${op.lt(a.attempts, MAX_CODE_ATTEMPTS)})`)
      .go({ response: 'updated_new' });
    return (res.data as { attempts?: number }).attempts ?? 1;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const current = (await challengeEntity.get(key).go()).data;
    if (!current) throw unauthenticated(CODE_EXPIRED_MESSAGE);
    assertOpen(current, now);
    throw rateLimited(TOO_MANY_CODES_MESSAGE);
  }
}

/** POST /api/verifylogin: the second step; on success the session starts. */
export async function verifyLogin(
  input: { email: string; code: string; otp_token: string },
  ctx: { ip?: string | undefined },
  clock: Clock = systemClock,
): Promise<TokenResponse & { result: 'success' }> {
  const now = clock.now();
  const challenge = await loadChallenge(input.otp_token);
  const ipKey = { rootId: challenge.rootId, scope: 'code-ip', subject: ctx.ip ?? '-' };
  assertOpen(challenge, now);
  const user = await getUser(challenge.rootId, challenge.userId);
  if (!user || user.status !== 'active' || user.email !== input.email) throw unauthenticated(CODE_EXPIRED_MESSAGE);

  // Both limits count the attempt before the code is checked, so a burst cannot outrun them.
  const ipAttempts = await takeAttempts([{ key: ipKey, policy: POLICIES.codeIp }], TOO_MANY_CODES_MESSAGE, clock);
  const key = { rootId: challenge.rootId, challengeId: challenge.challengeId };
  const attempts = await takeChallengeAttempt(key, now);
  const ok =
    challenge.method === 'email'
      ? Boolean(challenge.codeHash && sameHash(hashCode(input.code, challenge.challengeId), challenge.codeHash))
      : await claimTotp(user, input.code, now);
  if (!ok) {
    await recordAudit({ rootId: user.rootId, companyId: user.companyId, user, action: 'login_failed', description: 'Wrong two-factor code', ip: ctx.ip }, clock);
    if (attempts >= MAX_CODE_ATTEMPTS) throw rateLimited(TOO_MANY_CODES_MESSAGE);
    throw validationError(WRONG_CODE_MESSAGE, { code: [WRONG_CODE_MESSAGE] });
  }
  await giveBack(ipAttempts);
  try {
    await challengeEntity.patch(key)
      .set({ usedAt: now.toISOString() })
      .where((a, op) => op.notExists(a.usedAt))
      .go();
  } catch {
    throw unauthenticated(CODE_EXPIRED_MESSAGE);
  }
  const tokens = await startSession(user, { ...(ctx.ip ? { ip: ctx.ip } : {}), clock });
  await recordAudit({ rootId: user.rootId, companyId: user.companyId, user, action: 'login', description: `Signed in with a ${challenge.method === 'email' ? 'code by e-mail' : 'Google Authenticator code'}`, ip: ctx.ip }, clock);
  return { result: 'success', ...tokens };
}

/** POST /api/resendcode: a new e-mailed code for an open challenge, at most every 30 s, 5 in all. */
export async function resendCode(input: { otp_token: string }, clock: Clock = systemClock): Promise<{ result: 'success'; message: string }> {
  const now = clock.now();
  const challenge = await loadChallenge(input.otp_token);
  assertOpen(challenge, now);
  if (challenge.method !== 'email') throw validationError('Codes for Google Authenticator come from your app.');
  if (!maySendAgain(challenge.lastSentAt ?? challenge.expiresAt, challenge.sends ?? 0, now)) {
    throw rateLimited('Please wait a moment before asking for another code.');
  }
  const user = await getUser(challenge.rootId, challenge.userId);
  if (!user) throw unauthenticated(CODE_EXPIRED_MESSAGE);
  const code = newEmailCode();
  const lastSentAt = challenge.lastSentAt;
  try {
    await challengeEntity.patch({ rootId: challenge.rootId, challengeId: challenge.challengeId })
      .set({ codeHash: hashCode(code, challenge.challengeId), lastSentAt: now.toISOString(), expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString() })
      .add({ sends: 1 })
      // Only after the send this one was allowed from: of concurrent requests one sends a code.
      .where((a, op) => (lastSentAt ? op.eq(a.lastSentAt, lastSentAt) : op.notExists(a.lastSentAt)))
      .go();
  } catch (e) {
    if (isConditionFailure(e)) throw rateLimited('Please wait a moment before asking for another code.');
    throw e;
  }
  await sendCode(user, code, await brandNameFor(user.rootId, user.companyId));
  return { result: 'success', message: 'A new code has been sent to your e-mail.' };
}
