import { createBrowserRouter } from 'react-router';
import { onSessionEnded } from '../lib/auth/session-ended';
import { trackPreviousPath } from '../lib/navigation/previous-path';
import { SESSION_SCOPE } from '../lib/query/keys';
import { loadQueryClient } from '../lib/query/load-client';
import { routes } from './routes';

// The route tree is its own module (./routes), so component tests can mount it in a memory router.
export const router = createBrowserRouter(routes);
trackPreviousPath(router);

// However a session ends (refused refresh, revoked elsewhere), the user ends up signing in again,
// and the previous user's cached data goes once nothing shows it any more.
onSessionEnded(() => {
  const dropUserData = () => void loadQueryClient().then((client) => client.removeQueries({ queryKey: [SESSION_SCOPE] }));
  if (router.state.location.pathname === '/login') dropUserData();
  else void router.navigate('/login', { replace: true }).then(dropUserData);
});
