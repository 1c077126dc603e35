/**
 * The interface language (docs/product.md, Branding and white label: default en; ar also exists), remembered
 * in this browser. Arabic is written right to left, so the language also sets the document's direction. A
 * tiny external store, so the provider re-renders when the user switches.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

const KEY = 'locale';
const listeners = new Set<() => void>();

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

function readStored(): Language {
  try {
    const stored = window.localStorage.getItem(KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

let current: Language = typeof window === 'undefined' ? 'en' : readStored();

export const getLanguage = (): Language => current;

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Switches the language; the caller loads its dictionary first (see loadDictionary). */
export function setLanguage(language: Language): void {
  current = language;
  try {
    window.localStorage.setItem(KEY, language);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
  applyToDocument(language);
  listeners.forEach((listener) => listener());
}

/** `<html lang dir>`: screen readers pick the voice from lang; the browser lays out from dir. */
export function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}
