import { Button, Text } from '@mantine/core';
import { StatusPage } from '../../../components/StatusPage';
import { useT } from '../../../lib/i18n/i18n-context';

/** Wording from the spec's error catalogue (docs/product.md, Messages). Retry reloads, which also refetches code. */
export function ErrorPage({ fullHeight = true }: { fullHeight?: boolean }) {
  const t = useT();
  return (
    <StatusPage title={t('error.title')} fullHeight={fullHeight} action={<Button onClick={() => window.location.reload()}>{t('error.retry')}</Button>}>
      <Text>{t('error.text')}</Text>
      <Text c="dimmed">{t('error.fallback')}</Text>
    </StatusPage>
  );
}
