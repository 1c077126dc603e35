import { Text } from '@mantine/core';
import { StatusPage } from '../../../components/StatusPage';
import { useT } from '../../../lib/i18n/i18n-context';

/** Shown instead of the app when no tenant claims this host name. */
export function DomainNotRegisteredPage({ host }: { host: string }) {
  const t = useT();
  return (
    <StatusPage title={t('domain.notRegistered')}>
      <Text>{t('domain.notSetUp', { host })}</Text>
      <Text c="dimmed">{t('domain.check')}</Text>
    </StatusPage>
  );
}
