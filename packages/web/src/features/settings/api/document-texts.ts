import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agreementTemplatesSchema, agreementTemplateSavedSchema, platformDocumentSourcesSchema, type DocumentType, type PlatformDocumentName } from '@platform/core/contracts';
import { apiRequest, type Parser } from '../../../lib/api/client';
import { SESSION_SCOPE } from '../../../lib/query/keys';

const keys = {
  platform: [SESSION_SCOPE, 'platform-documents'] as const,
  templates: (companyId: string) => [SESSION_SCOPE, 'agreement-templates', companyId] as const,
};

/** GET /api/configuration/platform-documents: the root's public documents as it edits them. */
export const usePlatformDocumentSources = () =>
  useQuery(queryOptions({ queryKey: keys.platform, queryFn: ({ signal }) => apiRequest('/configuration/platform-documents', { schema: platformDocumentSourcesSchema, signal }) }));

const savedSchema: Parser<{ message: string }> = {
  parse(data) {
    const message = (data as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') throw new Error('The document was not saved');
    return { message };
  },
};

/** PUT /api/configuration/platform-document (the root's operators with the settings update right). */
export function useSavePlatformDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { document_name: PlatformDocumentName; html: string }) => apiRequest('/configuration/platform-document', { method: 'PUT', body, schema: savedSchema }),
    // The public pages read the document too (cached for a few minutes): they show the new text at once.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: keys.platform }), queryClient.invalidateQueries({ queryKey: ['platform-document'] })]),
  });
}

/** GET /api/configuration/agreement-template/{companyId}: an agency's agreement templates. */
export const useAgreementTemplates = (companyId: string) =>
  useQuery(
    queryOptions({
      queryKey: keys.templates(companyId),
      queryFn: ({ signal }) => apiRequest(`/configuration/agreement-template/${encodeURIComponent(companyId)}`, { schema: agreementTemplatesSchema, signal }),
    }),
  );

/** PUT /api/configuration/agreement-template. */
export function useSaveAgreementTemplate(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { document_type: DocumentType; html: string }) =>
      apiRequest('/configuration/agreement-template', { method: 'PUT', body: { companyID: companyId, ...body }, schema: agreementTemplateSavedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.templates(companyId) }),
  });
}
