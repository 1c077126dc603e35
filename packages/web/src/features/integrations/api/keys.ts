import { SESSION_SCOPE } from '../../../lib/query/keys';

/** Query keys of the integrations pages; under the session scope, dropped on sign-out. */
export const integrationKeys = {
  all: [SESSION_SCOPE, 'integrations'] as const,
  list: (company: string) => [...integrationKeys.all, 'list', company] as const,
  one: (company: string, id: string) => [...integrationKeys.all, 'one', company, id] as const,
  options: (company: string, id: string, kind: string) => [...integrationKeys.all, 'options', company, id, kind] as const,
  deliveries: (company: string, id: string) => [...integrationKeys.all, 'deliveries', company, id] as const,
  campaigns: (company: string) => [...integrationKeys.all, 'campaigns', company] as const,
  menu: (company: string) => [...integrationKeys.all, 'menu', company] as const,
};

/** `/integrations/{companyId}` and `/integrations/{companyId}/{integrationId}`, each part encoded. */
export const companyPath = (company: string) => `/integrations/${encodeURIComponent(company)}`;
/** The agency's GoHighLevel menu link. */
export const menuPath = (company: string) => `${companyPath(company)}/gohighlevel/menu`;
export const integrationPath = (company: string, id: string) => `${companyPath(company)}/${encodeURIComponent(id)}`;
