import { useMutation, useQueryClient } from '@tanstack/react-query';
import { costsSavedAnswerSchema, type CostModule, type PaymentTerm } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { agencyCostsQueryOptions } from './get-agency-costs';

export interface SaveAgencyCosts {
  companyId: string;
  dpay: PaymentTerm;
  /** Only the fields being changed, as amount texts ("12.50"). */
  costagency: Partial<Record<CostModule, Partial<Record<PaymentTerm, Record<string, string>>>>>;
}

/** PUT /api/configuration/costagency/{companyID}: the root's operators set an agency's costs. */
export function saveAgencyCosts({ companyId, dpay, costagency }: SaveAgencyCosts) {
  return apiRequest(`/configuration/costagency/${encodeURIComponent(companyId)}`, {
    method: 'PUT',
    body: { dpay, costagency },
    schema: costsSavedAnswerSchema,
  });
}

export function useSaveAgencyCosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgencyCosts,
    onSuccess: (_answer, { companyId }) => queryClient.invalidateQueries({ queryKey: agencyCostsQueryOptions(companyId).queryKey }),
  });
}
