import type { Actor } from '../../access/actor.js';
import { recordAudit } from '../../audit/record.js';
import { isConditionFailure } from '../../db/conditions.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import { conflict, notFound, validationError } from '../../shared/errors.js';
import { brandNameFor } from '../../tenancy/brand-name.js';
import { CURRENT_PASSWORD_INVALID } from '../account.contract.js';
import { verifyPassword } from '../passwords.js';
import { assertOwnAccount, underOwnerProofLimit } from '../password-change.js';
import { getUser } from '../users.js';
import { matchTotp, newTotpSecret, totpUri } from './totp.js';
import { userEntity } from '../user.entity.js';

async function ownUser(actor: Actor, userId: string) {
  assertOwnAccount(actor, userId);
  const user = await getUser(actor.rootId, userId);
  if (!user) throw notFound('User not found.');
  return user;
}

/** GET /api/setting/twofactorauth/{userId}. */
export async function getTwoFactor(actor: Actor, userId: string) {
  const user = await ownUser(actor, userId);
  const on = user.twoFactorType === 'email' || (user.twoFactorType === 'google' && Boolean(user.totpSecret));
  return { two_factor_auth: on, two_factor_auth_type: on ? (user.twoFactorType as 'email' | 'google') : null };
}

/**
 * GET /api/setting/get-google-tfa/{userId}/{companyId}: a new authenticator secret, kept pending
 * until the user proves with a code that their app has it. The QR code is an SVG.
 */
export async function startGoogleSetup(actor: Actor, userId: string, companyId: string) {
  const user = await ownUser(actor, userId);
  if (companyId !== user.companyId) throw notFound('User not found.');
  const secret = newTotpSecret();
  await userEntity.patch({ rootId: user.rootId, userId: user.userId }).set({ totpPendingSecret: secret }).go();
  const issuer = await brandNameFor(user.rootId, user.companyId);
  // The QR code library (and its PNG encoder, about 60 KB) loads only when a setup starts, not at
  // every cold start of the handlers that import this module.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(totpUri(secret, user.email, issuer), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secretKey: secret, qrCodeUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * PUT /api/setting/twofactorauth/{userId}. Any change needs proof it is the owner: the current
 * password, or (with Google on) a current code from the app. Google is enabled only with a valid
 * code for the pending secret.
 */
export async function updateTwoFactor(
  actor: Actor,
  userId: string,
  input: { two_factor_auth: boolean; two_factor_auth_type?: 'email' | 'google' | null | undefined; currpassword?: string | undefined; current_code?: string | undefined; code?: string | undefined },
  ctx: { ip?: string | undefined },
  clock: Clock = systemClock,
): Promise<{ message: string; two_factor_auth: boolean; two_factor_auth_type: 'email' | 'google' | null }> {
  const user = await ownUser(actor, userId);
  const now = clock.now().getTime();
  // Password or app code, each proof shares the change-password limit, so neither can be guessed.
  const proven = await underOwnerProofLimit(
    actor,
    async () => {
      const byPassword = input.currpassword ? await verifyPassword(user.passwordHash, input.currpassword) : false;
      const byCode =
        !byPassword && input.current_code && user.twoFactorType === 'google' && user.totpSecret
          ? matchTotp(user.totpSecret, input.current_code, now, user.totpLastStep ?? 0) !== null
          : false;
      return byPassword || byCode;
    },
    clock,
  );
  if (!proven) {
    throw validationError('Confirm with your current password.', { currpassword: [CURRENT_PASSWORD_INVALID] });
  }

  const type = input.two_factor_auth ? (input.two_factor_auth_type ?? null) : null;
  const answer = { message: 'Two-factor authentication settings saved.', two_factor_auth: input.two_factor_auth, two_factor_auth_type: type };
  const target = !input.two_factor_auth ? 'none' : input.two_factor_auth_type === 'email' ? 'email' : 'google';
  const current = user.twoFactorType ?? 'none';
  // Already so (a repeat of the same request): nothing to change, nothing to log.
  if (target !== 'google' && current === target) return answer;

  const key = { rootId: user.rootId, userId: user.userId };
  let description: string;
  try {
    if (target !== 'google') {
      await userEntity.patch(key)
        .set({ twoFactorType: target })
        .remove(['totpSecret', 'totpPendingSecret'])
        // Only from the state this change was decided from: of concurrent copies one applies.
        .where((a, op) => (user.twoFactorType ? op.eq(a.twoFactorType, user.twoFactorType) : op.notExists(a.twoFactorType)))
        .go();
      description = target === 'none' ? 'Turned two-factor authentication off' : 'Turned on two-factor authentication by e-mail';
    } else {
      const pending = user.totpPendingSecret;
      const step = pending && input.code ? matchTotp(pending, input.code, now) : null;
      if (!pending || step === null) {
        throw validationError('The code from the app is not valid. Check the time on your phone and try again.', { code: ['The code is not valid.'] });
      }
      await userEntity.patch(key)
        .set({ twoFactorType: 'google', totpSecret: pending, totpLastStep: step })
        .remove(['totpPendingSecret'])
        .where((a, op) => op.eq(a.totpPendingSecret, pending))
        .go();
      description = 'Turned on two-factor authentication with Google Authenticator';
    }
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    const now2 = await getUser(user.rootId, user.userId);
    if ((now2?.twoFactorType ?? 'none') === target) return answer;
    throw conflict('Your two-factor settings changed meanwhile. Please reload and try again.');
  }
  await recordAudit({ rootId: user.rootId, companyId: user.companyId, user, action: 'two_factor_changed', description, ip: ctx.ip }, clock);
  return answer;
}
