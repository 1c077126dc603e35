import { useMutation } from '@tanstack/react-query';
import { subscriptionAnswerSchema, type PackageId } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { useRefreshCompanies } from './companies-key';

/** PUT /api/configuration/package: the agency's package and, for a paid one, its fee per period. */
export function setPackage(request: { company_id: string; package_id: PackageId; fee?: string }) {
  return apiRequest('/configuration/package', { method: 'PUT', body: request, schema: subscriptionAnswerSchema });
}

/** PUT /api/configuration/cancel-subscription: it runs to the end of its paid period, then the agency's campaigns stop. */
export function cancelSubscription(request: { company_id: string }) {
  return apiRequest('/configuration/cancel-subscription', { method: 'PUT', body: request, schema: subscriptionAnswerSchema });
}

export function useSetPackage() {
  const refresh = useRefreshCompanies();
  return useMutation({ mutationFn: setPackage, onSettled: () => void refresh() });
}

export function useCancelSubscription() {
  const refresh = useRefreshCompanies();
  return useMutation({ mutationFn: cancelSubscription, onSettled: () => void refresh() });
}
