import { z } from 'zod';
import { getConfig } from './config.js';

export interface CaptchaPort {
  verify(token: string | undefined, ip: string | undefined): Promise<boolean>;
}

/** The embedded runtime has no captcha provider: registration is not gated there. */
export const captchaOff: CaptchaPort = { verify: async () => true };

const siteverifySchema = z.object({ success: z.boolean() });

/** Google reCAPTCHA's server-side check; fails closed when the provider cannot be reached. */
export function recaptcha(secret: string, fetchImpl: typeof fetch = fetch): CaptchaPort {
  return {
    async verify(token, ip) {
      if (!token) return false;
      const body = new URLSearchParams({ secret, response: token, ...(ip ? { remoteip: ip } : {}) });
      try {
        const res = await fetchImpl('https://www.google.com/recaptcha/api/siteverify', { method: 'POST', body });
        return siteverifySchema.parse(await res.json()).success;
      } catch {
        return false;
      }
    },
  };
}

export function captcha(): CaptchaPort {
  const cfg = getConfig();
  if (cfg.CAPTCHA_PROVIDER === 'recaptcha') {
    if (!cfg.CAPTCHA_SECRET) throw new Error('CAPTCHA_SECRET is required when CAPTCHA_PROVIDER is recaptcha');
    return recaptcha(cfg.CAPTCHA_SECRET);
  }
  return captchaOff;
}
