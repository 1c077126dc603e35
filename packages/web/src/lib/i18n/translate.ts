import { en, type Dictionary, type MessageKey } from './dictionaries/en';
import type { Language } from './language';

export type Vars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: Vars) => string;

/** Fills `{name}` markers; a marker without a value stays visible rather than vanishing. */
export function fillTemplate(template: string, vars: Vars = {}): string {
  return template.replace(/\{(\w+)\}/g, (marker, name: string) => (name in vars ? String(vars[name]) : marker));
}

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

export function translator(dictionary: Dictionary): Translate {
  return (key, vars) => fillTemplate(dictionary[key] ?? en[key], vars);
}

/**
 * English is part of the first download; Arabic is fetched the first time it is needed (before the
 * app renders, when it is the remembered choice), so English readers never download it.
 */
const loaded: Partial<Record<Language, Dictionary>> = { en };

export async function loadDictionary(language: Language): Promise<Dictionary> {
  const cached = loaded[language];
  if (cached) return cached;
  const { ar } = await import('./dictionaries/ar');
  loaded.ar = ar;
  return ar;
}

/** The dictionary of a language already loaded, English otherwise. */
export const dictionaryFor = (language: Language): Dictionary => loaded[language] ?? en;
