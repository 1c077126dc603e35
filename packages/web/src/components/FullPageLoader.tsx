import { Center, Loader } from '@mantine/core';
import { useT } from '../lib/i18n/i18n-context';

export function FullPageLoader({ label }: { label?: string }) {
  const t = useT();
  return (
    <Center mih="100vh" role="status" aria-label={label ?? t('app.loading')}>
      <Loader />
    </Center>
  );
}
