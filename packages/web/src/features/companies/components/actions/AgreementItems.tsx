import { Menu } from '@mantine/core';
import { IconFileDownload, IconFileText } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { AGREEMENT_DOWNLOAD_FAILED, type CompanyRow, type DocumentType } from '@platform/core/contracts';
import { useT } from '../../../../lib/i18n/i18n-context';
import type { Translate } from '../../../../lib/i18n/translate';
import { createAgreementFile } from '../../api/agreement-file';
import { downloadAgreement } from '../../api/download-agreement';
import { notify } from '../../../../lib/notify';

const DOCUMENT_LABEL: Record<DocumentType, string> = {
  default_agency: 'Agency agreement',
  default_client: 'Client agreement',
  minimum_spend: 'Minimum spend agreement',
  minimum_spend_v2: 'Minimum spend agreement (v2)',
};

/** Agreement downloads of an agency or client row (non-sales only): the agency's template, filled in. */
export function AgreementItems({ row, types }: { row: CompanyRow; types: readonly DocumentType[] }) {
  const t = useT();
  // The download helper's words, except a failure, which has the agreement's own (docs/product.md, Messages).
  const words: Translate = (key, vars) => (key === 'download.error' ? AGREEMENT_DOWNLOAD_FAILED : t(key, vars));
  const navigate = useNavigate();
  // View opens the document viewer at the agreement's address (the API checks access again there).
  const view = (type: DocumentType) =>
    createAgreementFile(row.id, type).then(
      (a) => navigate(`/download-auth/${encodeURIComponent(a.file_uuid)}`),
      () => notify('error', AGREEMENT_DOWNLOAD_FAILED),
    );
  return (
    <>
      {types.map((type) => [
        <Menu.Item key={`view-${type}`} leftSection={<IconFileText size={16} />} onClick={() => void view(type)}>
          {`View ${DOCUMENT_LABEL[type].toLowerCase()}`}
        </Menu.Item>,
        <Menu.Item key={type} leftSection={<IconFileDownload size={16} />} onClick={() => void downloadAgreement(row, type, words)}>
          {`Download ${DOCUMENT_LABEL[type].toLowerCase()}`}
        </Menu.Item>,
      ])}
    </>
  );
}
