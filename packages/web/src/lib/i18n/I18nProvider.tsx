import { DirectionProvider, useDirection } from '@mantine/core';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nContext, type I18nValue } from './i18n-context';
import { applyToDocument, directionOf, getLanguage, setLanguage, subscribeLanguage, type Language } from './language';
import { dictionaryFor, loadDictionary, translator } from './translate';

/** Language, translations and direction for everything below; Mantine follows the direction. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
  return (
    <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
      <I18nState language={language}>{children}</I18nState>
    </DirectionProvider>
  );
}

function I18nState({ language, children }: { language: Language; children: ReactNode }) {
  const { setDirection } = useDirection();
  useEffect(() => {
    applyToDocument(language);
    setDirection(directionOf(language));
  }, [language, setDirection]);

  const switchTo = useCallback(async (next: Language) => {
    await loadDictionary(next);
    setLanguage(next);
  }, []);

  const value = useMemo<I18nValue>(
    () => ({ language, dir: directionOf(language), t: translator(dictionaryFor(language)), setLanguage: switchTo }),
    [language, switchTo],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
