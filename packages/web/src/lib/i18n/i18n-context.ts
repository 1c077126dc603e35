import { createContext, useContext } from 'react';
import { en } from './dictionaries/en';
import type { Language } from './language';
import { translator, type Translate } from './translate';

export interface I18nValue {
  language: Language;
  dir: 'ltr' | 'rtl';
  t: Translate;
  /** Loads the language's dictionary, then switches and remembers it. */
  setLanguage: (language: Language) => Promise<void>;
}

// Outside the provider (a test, an early error) the app still speaks English.
const FALLBACK: I18nValue = { language: 'en', dir: 'ltr', t: translator(en), setLanguage: async () => undefined };

export const I18nContext = createContext<I18nValue>(FALLBACK);

export const useI18n = (): I18nValue => useContext(I18nContext);

/** The translate function of the current language. */
export const useT = (): Translate => useContext(I18nContext).t;
