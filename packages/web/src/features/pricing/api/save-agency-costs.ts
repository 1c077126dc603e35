import { useMutation, useQueryClient } from '@tanstack/react-query';
import { costsSavedAnswerSchema, type CostModule, type PaymentTerm } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import { agencyCostsQueryOptions } from './get-agency-costs';

export interface SaveAgencyCosts {
  companyId: string;
  /** Absent keeps the stored payment term. */
  dpay?: PaymentTerm;
  /** Only the fields being changed, as amount texts ("12.50"). */
  costagency: Partial<Record<CostModule, Partial<Record<PaymentTerm, Record<string, string>>>>>;
  /** The root's own structure only: the price of one matched row of a data enrichment ("0.10"). */
  data_enrichment?: string;
}

/** PUT /api/configuration/costagency/{companyId}: the root's operators set an agency's costs (or the root's own). */
export function saveAgencyCosts({ companyId, ...body }: SaveAgencyCosts) {
  return apiRequest(`/configuration/costagency/${encodeURIComponent(companyId)}`, {
    method: 'PUT',
    body,
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
