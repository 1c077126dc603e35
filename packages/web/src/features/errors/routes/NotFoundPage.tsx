import { Button, Text } from '@mantine/core';
import { Link, useRouteLoaderData } from 'react-router';
import { StatusPage } from '../../../components/StatusPage';
import { useT } from '../../../lib/i18n/i18n-context';

/** The 404 page (docs/product.md, Messages). "Go to Homepage" leads to `/`: sign-in, or the user's landing page. */
export function NotFoundPage({ fullHeight = true }: { fullHeight?: boolean }) {
  const t = useT();
  return (
    <StatusPage
      code="404"
      title={t('notFound.title')}
      fullHeight={fullHeight}
      action={
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      }
    >
      <Text>{t('notFound.text')}</Text>
    </StatusPage>
  );
}

/** An address nothing answers to: inside the frame for a signed-in user, the whole window otherwise. */
export function NotFoundInFrame() {
  return <NotFoundPage fullHeight={!useSignedInFrame()} />;
}

/** Is the signed-in frame (sidebar, header) around this page? */
export function useSignedInFrame(): boolean {
  const frame = useRouteLoaderData('shell') as { signedIn: boolean } | undefined;
  return frame?.signedIn ?? false;
}
