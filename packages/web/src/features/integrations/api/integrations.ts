import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authUrlResponseSchema,
  campaignSheetsResponseSchema,
  disconnectResponseSchema,
  integrationListResponseSchema,
  integrationResponseSchema,
  menuResponseSchema,
  optionsResponseSchema,
  rotateSecretResponseSchema,
  saveIntegrationResponseSchema,
  type IntegrationType,
  type OPTION_KINDS,
  type SaveIntegrationBody,
} from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { companyPath, integrationKeys, integrationPath, menuPath } from './keys';

export type OptionKind = (typeof OPTION_KINDS)[number];

/** GET /api/integrations/{companyId}: a card per provider, connected or not, with its connections. */
export const integrationListOptions = (company: string) =>
  queryOptions({
    queryKey: integrationKeys.list(company),
    queryFn: ({ signal }) => apiRequest(companyPath(company), { schema: integrationListResponseSchema, signal }),
  });
export const useIntegrationList = (company: string) => useQuery(integrationListOptions(company));

/** GET /api/integrations/{companyId}/{integrationId}: one integration, settings and status (never credentials). */
export const integrationOptions = (company: string, id: string) =>
  queryOptions({
    queryKey: integrationKeys.one(company, id),
    queryFn: ({ signal }) => apiRequest(integrationPath(company, id), { schema: integrationResponseSchema, signal }),
  });
export const useIntegration = (company: string, id: string) => useQuery(integrationOptions(company, id));

/** Whatever changed, the cards and the integration are read again. */
function useIntegrationChange<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }) });
}

/** POST /api/saveintegration: connect (a new webhook endpoint, API keys) or configure campaigns. */
export const saveIntegration = (body: SaveIntegrationBody) => apiRequest('/saveintegration', { method: 'POST', body, schema: saveIntegrationResponseSchema });
export const useSaveIntegration = () => useIntegrationChange(saveIntegration);

/** DELETE /api/integrations/{companyId}/{integrationId}: disconnect (credentials dropped, deliveries stop). */
export const useDisconnectIntegration = (company: string, id: string) =>
  useIntegrationChange(() => apiRequest(integrationPath(company, id), { method: 'DELETE', schema: disconnectResponseSchema }));

/** POST .../rotate-secret: a webhook's new secret, answered once; the old one overlaps for a while. */
export const useRotateSecret = (company: string, id: string) =>
  useIntegrationChange(() => apiRequest(`${integrationPath(company, id)}/rotate-secret`, { method: 'POST', body: {}, schema: rotateSecretResponseSchema }));

/** GET .../options/{kind}: the provider's lists, tags, groups, custom fields or sub-accounts. */
export const useProviderOptions = (company: string, id: string, kind: OptionKind, enabled: boolean) =>
  useQuery({
    queryKey: integrationKeys.options(company, id, kind),
    queryFn: ({ signal }) => apiRequest(`${integrationPath(company, id)}/options/${kind}`, { schema: optionsResponseSchema, signal }),
    enabled,
    staleTime: 60_000,
  });

/** GET .../oauth/{type}/authurl: the provider's consent page, where the browser goes next. */
export const useOAuthUrl = (company: string) =>
  useMutation({ mutationFn: (type: IntegrationType) => apiRequest(`${companyPath(company)}/oauth/${type}/authurl`, { schema: authUrlResponseSchema }) });

/** POST .../sheets: makes the Google Sheet of each chosen campaign that has none yet. */
export const useConnectSheets = (company: string, id: string) =>
  useIntegrationChange((campaignIds: string[]) => apiRequest(`${integrationPath(company, id)}/sheets`, { method: 'POST', body: { campaign_ids: campaignIds }, schema: campaignSheetsResponseSchema }));

/** GET .../gohighlevel/menu: the agency's GoHighLevel menu link, whether its agency consent is held, the page it opens. */
export const useGohighlevelMenu = (company: string) =>
  useQuery({ queryKey: integrationKeys.menu(company), queryFn: ({ signal }) => apiRequest(menuPath(company), { schema: menuResponseSchema, signal }) });

/** POST .../gohighlevel/menu: adds the link with the agency consent already held. */
export const useAddMenuLink = (company: string) => useIntegrationChange(() => apiRequest(menuPath(company), { method: 'POST', body: {}, schema: menuResponseSchema }));

/** DELETE .../gohighlevel/menu: removes the link from GoHighLevel. */
export const useRemoveMenuLink = (company: string) => useIntegrationChange(() => apiRequest(menuPath(company), { method: 'DELETE', schema: menuResponseSchema }));

/** GET .../gohighlevel/menu/authurl: GoHighLevel's consent for the agency account; coming back adds the link. */
export const useMenuAuthUrl = (company: string) => useMutation({ mutationFn: () => apiRequest(`${menuPath(company)}/authurl`, { schema: authUrlResponseSchema }) });
