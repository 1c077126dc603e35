import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import type { DocAuthAnswer } from '@platform/core/contracts';
import { useParams } from 'react-router';
import { DocumentViewer } from '../../../components/documents/DocumentViewer';
import { sanitizeDocument } from '../../../components/documents/sanitize-document';
import { saveBlob } from '../../../lib/download/download-file';
import { useOpenDocument } from '../api/open-document';

const escape = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The file Download saves: the document as shown, as a page of its own. */
export function documentFile(doc: Pick<DocAuthAnswer, 'title' | 'html'>): Blob {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(doc.title)}</title></head><body>${sanitizeDocument(doc.html)}</body></html>`;
  return new Blob([page], { type: 'text/html;charset=utf-8' });
}

/**
 * /download-auth/{pkdoc}: the document viewer. The address names a company's agreement; the API
 * checks that the signed-in user may read it each time it is opened, and every refusal shows
 * "Document Not Available" with Try Again.
 */
export function DocumentAuthPage() {
  const { pkdoc = '' } = useParams();
  const query = useOpenDocument(pkdoc);
  const doc = query.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {doc ? doc.company_name : 'Document'}
        </Title>
        {doc ? (
          <Text c="dimmed" size="sm" tt="capitalize">
            {doc.title}
          </Text>
        ) : null}
      </div>
      <DocumentViewer
        query={query}
        actions={
          doc ? (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
                Print
              </Button>
              <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => saveBlob(documentFile(doc), doc.filename)}>
                Download
              </Button>
            </Group>
          ) : null
        }
      />
    </Stack>
  );
}
