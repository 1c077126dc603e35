import { Button, VisuallyHidden } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useI18n } from '../lib/i18n/i18n-context';
import { LANGUAGES, type Language } from '../lib/i18n/language';
import classes from './LanguageSwitch.module.css';

/**
 * English or Arabic: one button offering the other language, written in that language (a reader
 * who needs it can read it). The choice is remembered, and Arabic lays the app out right to left.
 * A plain button rather than a menu keeps the popover code out of the sign-in page's download.
 */
export function LanguageSwitch() {
  const { t, language, setLanguage } = useI18n();
  const other: Language = LANGUAGES.find((code) => code !== language) ?? 'en';
  const name = t(`app.language.${other}`);
  return (
    <Button
      variant="subtle"
      color="currentColor"
      size="compact-sm"
      px={6}
      leftSection={<IconLanguage size={18} aria-hidden />}
      onClick={() => void setLanguage(other)}
    >
      {/* Read as "Language: العربية", each part in its own language. */}
      <VisuallyHidden>{t('app.language')}: </VisuallyHidden>
      <span lang={other} className={classes.name}>
        {name}
      </span>
    </Button>
  );
}
