import { oauthCallbackQuerySchema } from '@platform/core/integrations/integrations.contract';
import { oauthCallback } from '@platform/core/integrations/oauth-connect';
import { httpRoute } from '../../lib/http.js';

/** The provider's redirect after consent: no session, the state says whose it is; the browser goes on to the company's integration page. */
export const handler = httpRoute({ auth: 'public', query: oauthCallbackQuerySchema }, async ({ query, ip }) => {
  const out = await oauthCallback(query, { ip });
  return 'location' in out ? { redirect: { location: out.location, maxAge: 0 } } : { status: 400, body: { result: 'error', message: out.error } };
});
