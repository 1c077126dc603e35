import './styles/first-paint';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config, locales } from 'zod/mini';
import { App } from './app/App';
import { queryClient } from './app/query-client';
import { domainInfoQueryOptions } from './lib/branding/get-domain-info';
import { watchSessionIdentity } from './lib/auth/session-identity';
import { applyToDocument, getLanguage } from './lib/i18n/language';
import { loadDictionary } from './lib/i18n/translate';

// The sign-in path's contracts are zod/mini, which brings no messages of its own: without English,
// a rule with no message of its own (an e-mail over 254 characters) would say only "Invalid input".
config(locales.en());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

watchSessionIdentity(queryClient);

// Nothing shows before the host's brand is known, so its request starts now, while React and the
// page's chunk are still being set up; App's query picks up the same request.
void queryClient.prefetchQuery(domainInfoQueryOptions(window.location.hostname));

// The remembered language's words and direction are in place before the first paint, so an
// Arabic reader never sees the app flip from English.
const language = getLanguage();
applyToDocument(language);
void loadDictionary(language)
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
