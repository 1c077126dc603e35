import { useMutation } from '@tanstack/react-query';
import { testEmailAnswerSchema } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';

/**
 * POST /api/configuration/setting/{companyId}/test-email: sends a test message through the
 * company's custom SMTP server when it is on (the server's refusal comes back as the error's
 * message), else through the platform's.
 */
export function sendTestEmail(companyId: string, to: string) {
  return apiRequest(`/configuration/setting/${encodeURIComponent(companyId)}/test-email`, { method: 'POST', body: { to }, schema: testEmailAnswerSchema });
}

export const useSendTestEmail = (companyId: string) => useMutation({ mutationFn: (to: string) => sendTestEmail(companyId, to) });
