import { agreementFileName, type DocumentType } from '@platform/core/contracts';
import { downloadFile } from '../../../lib/download/download-file';
import type { Translate } from '../../../lib/i18n/translate';

/**
 * GET /api/configuration/agreement/{companyId}/{documentType}: the agreement rendered from the
 * agency's template (HTML), saved under the name the API gives it.
 */
export function downloadAgreement(company: { id: string; company_name: string }, type: DocumentType, t: Translate) {
  return downloadFile(`/configuration/agreement/${encodeURIComponent(company.id)}/${type}`, agreementFileName(type, company.company_name), t);
}
