import './styles/first-paint';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config, locales } from 'zod/mini';
import { App } from './app/App';
import { shareDomainInfo, startDomainInfo } from './lib/branding/get-domain-info';
import { watchSessionIdentity } from './lib/auth/session-identity';
import { applyToDocument, getLanguage } from './lib/i18n/language';
import { loadDictionary } from './lib/i18n/translate';
import { loadQueryClient, whenQueryClientLoads } from './lib/query/load-client';
import { whenIdle } from './lib/when-idle';

// The sign-in path's contracts are zod/mini, which brings no messages of its own: without English,
// a rule with no message of its own (an e-mail over 254 characters) would say only "Invalid input".
config(locales.en());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Nothing shows before the host's brand is known: App reads the request index.html started.
startDomainInfo();

// TanStack Query is not on the sign-in page's first visit (docs/decisions.md, Performance budgets):
// whoever loads the client first (a guard, a page, a finished sign-in) finds it wired to the
// session and to the brand App shows.
whenQueryClientLoads((client) => {
  watchSessionIdentity(client);
  shareDomainInfo(client);
});

// The remembered language's words and direction are in place before the first paint, so an
// Arabic reader never sees the app flip from English.
const language = getLanguage();
applyToDocument(language);
void loadDictionary(language)
  .catch(() => undefined)
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    // Once the first page has painted, the client comes in the background, so signing in or
    // opening the next page does not wait for it.
    whenIdle(() => void loadQueryClient());
  });
