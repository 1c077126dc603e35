import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage, useSignedInFrame } from './NotFoundPage';

/**
 * The router's error boundary. A guard answers "not for you" with a 404 response, which shows the
 * 404 page; anything else (a failed call, a chunk that would not load) shows the error page.
 * `inShell` fits it into the signed-in layout's content area when the frame is shown.
 */
export function RouteError({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  const framed = useSignedInFrame() && inShell;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage fullHeight={!framed} />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorPage fullHeight={!framed} />;
}
