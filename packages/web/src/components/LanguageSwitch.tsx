import { ActionIcon, Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useI18n } from '../lib/i18n/i18n-context';
import { LANGUAGES } from '../lib/i18n/language';

/** English or Arabic; the choice is remembered and Arabic lays the app out right to left. */
export function LanguageSwitch() {
  const { t, language, setLanguage } = useI18n();
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="currentColor" size="lg" aria-label={t('app.language')}>
          <IconLanguage size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            onClick={() => void setLanguage(code)}
            aria-current={code === language ? 'true' : undefined}
            fw={code === language ? 700 : undefined}
          >
            {t(`app.language.${code}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
