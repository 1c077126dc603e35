import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bannerDetailSchema,
  bannerImageUploadAnswerSchema,
  bannerListSchema,
  companyListSchema,
  type BannerImageType,
  type BannerSizeId,
  type StartBannerCreate,
} from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';
import { putToStorage } from '../../../lib/upload/put-to-storage';

/** Query keys of the Ads Design pages; under the session scope, dropped on sign-out. */
export const bannerKeys = {
  all: [SESSION_SCOPE, 'banners'] as const,
  list: (agencyId: string, filter: object) => [...bannerKeys.all, 'list', agencyId, filter] as const,
  one: (id: string) => [...bannerKeys.all, 'one', id] as const,
  clients: (agencyId: string) => [...bannerKeys.all, 'clients', agencyId] as const,
};

export interface BannerFilter {
  client_id?: string | undefined;
  size?: BannerSizeId | undefined;
}

/** GET /api/banner/list/{companyId}: the agency's banners, filtered by client and size. */
export const bannerListQueryOptions = (agencyId: string, filter: BannerFilter) =>
  queryOptions({
    queryKey: bannerKeys.list(agencyId, filter),
    queryFn: ({ signal }) =>
      apiRequest(`/banner/list/${encodeURIComponent(agencyId)}`, {
        schema: bannerListSchema,
        query: { ...(filter.client_id ? { client_id: filter.client_id } : {}), ...(filter.size ? { size: filter.size } : {}) },
        signal,
      }),
  });
export const useBannerList = (agencyId: string, filter: BannerFilter) => useQuery(bannerListQueryOptions(agencyId, filter));

/** POST /api/banner/show: one banner, its design and files (edit and duplicate start from it). */
export const bannerQueryOptions = (bannerId: string) =>
  queryOptions({
    queryKey: bannerKeys.one(bannerId),
    queryFn: ({ signal }) => apiRequest('/banner/show', { method: 'POST', body: { banner_id: bannerId }, schema: bannerDetailSchema, signal }),
  });
export const useBanner = (bannerId: string | null) => useQuery({ ...bannerQueryOptions(bannerId ?? ''), enabled: Boolean(bannerId) });

/** The agency's clients to design for, by name. */
export const useBannerClients = (agencyId: string) =>
  useQuery({
    queryKey: bannerKeys.clients(agencyId),
    queryFn: ({ signal }) =>
      apiRequest(`/configuration/companies/${encodeURIComponent(agencyId)}/children`, {
        schema: companyListSchema,
        query: { per_page: '100', sortby: 'company_name', order: 'asc' },
        signal,
      }),
    select: (answer) => answer.data.map((c) => ({ value: c.id, label: c.company_name })),
  });

export const PICTURE_UPLOAD_FAILED = 'The picture could not be uploaded. Please try again.';

/** Asks for an upload address in the client's folder, then sends the picture straight to storage; answers its key. */
export async function uploadBannerPicture(clientId: string, file: Blob, contentType: BannerImageType): Promise<string> {
  const target = await apiRequest('/banner/image-upload', { method: 'POST', body: { company_id: clientId, content_type: contentType, size: file.size }, schema: bannerImageUploadAnswerSchema });
  return putToStorage(target, file, PICTURE_UPLOAD_FAILED);
}

/** POST /api/banner/startbannercreate: saves the design and draws the PNG. */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartBannerCreate) => apiRequest('/banner/startbannercreate', { method: 'POST', body, schema: bannerDetailSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}

const removedSchema = { parse: (v: unknown) => v as { result: string; message: string } };

/** DELETE /api/banner/remove/{bannerId}. */
export function useRemoveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bannerId: string) => apiRequest(`/banner/remove/${encodeURIComponent(bannerId)}`, { method: 'DELETE', schema: removedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}
