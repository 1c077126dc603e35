import { agreementFileAnswerSchema, type DocumentType } from '@platform/core/contracts';
import { apiRequest } from '../../../lib/api/client';

/** POST /api/configuration/agreement/file: an address (file_uuid) for the document viewer at /download-auth/{pkdoc}. */
export function createAgreementFile(companyId: string, type: DocumentType) {
  return apiRequest('/configuration/agreement/file', { method: 'POST', body: { company_id: companyId, document_type: type }, schema: agreementFileAnswerSchema });
}
