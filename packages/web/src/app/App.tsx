import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { DomainNotRegisteredPage } from '../features/errors/routes/DomainNotRegisteredPage';
import { ErrorPage } from '../features/errors/routes/ErrorPage';
import { isApiError } from '../lib/api/errors';
import { useSessionEndedNotice } from '../lib/auth/session-ended';
import { BrandProvider } from '../lib/branding/BrandProvider';
import { injectEmbeddedCode } from '../lib/branding/embedded-code';
import { useDomainInfoState } from '../lib/branding/get-domain-info';
import { I18nProvider } from '../lib/i18n/I18nProvider';
import { router } from './router';
import notificationClasses from './Notifications.module.css';

// Neither is needed to paint the sign-in page, and both pull in sizeable UI code (modal, focus
// trap, transitions), so they load on their own chunk.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({
    default: () => <m.Notifications position="top-right" autoClose={5000} classNames={{ root: notificationClasses.root }} />,
  })),
);
const SessionEndedDialog = lazy(() =>
  import('../features/auth/components/SessionEndedDialog').then((m) => ({ default: m.SessionEndedDialog })),
);

/** Everything hangs off the host's tenant: its brand themes the app, and no tenant, no app. */
export function App() {
  const domain = useDomainInfoState();
  const data = domain.status === 'success' ? domain.data : undefined;
  const sessionEnded = useSessionEndedNotice();
  useEffect(() => {
    if (data) injectEmbeddedCode(data.embedded_code);
  }, [data]);
  return (
    <I18nProvider>
      <BrandProvider branding={data?.branding}>
        <Suspense fallback={null}>
          <Notifications />
          {sessionEnded ? <SessionEndedDialog /> : null}
        </Suspense>
        {domain.status === 'pending' ? (
          <FullPageLoader />
        ) : domain.status === 'error' ? (
          isApiError(domain.error) && domain.error.status === 404 ? (
            <DomainNotRegisteredPage host={window.location.hostname} />
          ) : (
            <ErrorPage />
          )
        ) : (
          <Suspense fallback={<FullPageLoader />}>
            <RouterProvider router={router} />
          </Suspense>
        )}
      </BrandProvider>
    </I18nProvider>
  );
}
