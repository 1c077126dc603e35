import type { Language } from '../i18n/language';

/** The system's default time zone (docs/product.md, Inputs and formats). */
export const DEFAULT_TIME_ZONE = 'America/Chicago';

const LOCALES: Record<Language, string> = { en: 'en-US', ar: 'ar' };

/** A valid IANA zone, or the default: a tenant's typo must not break every date on screen. */
export function safeTimeZone(zone: string | null | undefined): string {
  if (!zone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** A UTC ISO time shown in the company's time zone, in the interface language. */
export function formatDateTime(iso: string, timeZone: string | null | undefined, language: Language = 'en'): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: safeTimeZone(timeZone),
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

export function formatDate(iso: string, timeZone: string | null | undefined, language: Language = 'en'): string {
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone: safeTimeZone(timeZone), dateStyle: 'medium' }).format(new Date(iso));
}
