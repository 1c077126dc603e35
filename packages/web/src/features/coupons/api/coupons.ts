import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { couponSavedSchema, couponListSchema, type CreateCouponInput, type UpdateCouponInput } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

const COUPONS_KEY = [SESSION_SCOPE, 'coupons'] as const;

/** GET /api/configuration/coupons: the platform's coupons (the root's operators only). */
export function listCoupons(signal?: AbortSignal) {
  return apiRequest('/configuration/coupons', { schema: couponListSchema, ...(signal ? { signal } : {}) });
}

export const couponsQueryOptions = () => queryOptions({ queryKey: COUPONS_KEY, queryFn: ({ signal }) => listCoupons(signal), select: (answer) => answer.data });
export const useCoupons = () => useQuery(couponsQueryOptions());

/** POST /api/configuration/coupons: a new code (409 on the code when it exists). */
export function createCoupon(request: CreateCouponInput) {
  return apiRequest('/configuration/coupons', { method: 'POST', body: request, schema: couponSavedSchema });
}

/** PUT /api/configuration/coupons/{code}: its discount, last day and whether it is active. */
export function updateCoupon({ code, request }: { code: string; request: UpdateCouponInput }) {
  return apiRequest(`/configuration/coupons/${encodeURIComponent(code)}`, { method: 'PUT', body: request, schema: couponSavedSchema });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
}

export function useCreateCoupon() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: createCoupon, onSuccess: () => void refresh() });
}

export function useUpdateCoupon() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: updateCoupon, onSuccess: () => void refresh() });
}
