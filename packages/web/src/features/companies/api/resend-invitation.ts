import { useMutation } from '@tanstack/react-query';
import { successAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';
import type { Outcome } from './outcome';

/** POST /api/configuration/user/resendinvitation: a fresh set-your-password link for the company's owner. */
export function resendInvitation(companyId: string) {
  return apiRequest('/configuration/user/resendinvitation', { method: 'POST', body: { companyID: companyId }, schema: successAnswerSchema });
}

export const useResendInvitation = (outcome: Outcome<{ message: string }> = {}) => useMutation({ mutationFn: resendInvitation, ...outcome });
