import { Alert, Button, Stack, Text } from '@mantine/core';
import { PLACEHOLDERS, PLATFORM_DOCUMENT_PLACEHOLDERS, type DocumentType, type PlatformDocumentName } from '@platform/core/contracts';
import { DocumentEditor } from '../../../components/documents/DocumentEditor';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { notify } from '../../../lib/notify';
import { usePlatformDocumentSources, useSavePlatformDocument, useAgreementTemplates, useSaveAgreementTemplate } from '../api/document-texts';
import { messageOf } from '../forms';

function LoadFailure({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{messageOf(error)}</Text>
        <Button size="xs" variant="default" onClick={retry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}

/** The root's public documents (privacy policy, terms of use, billing and developer agreements). */
export function PlatformDocumentsSection({ canSave }: { canSave: boolean }) {
  const sources = usePlatformDocumentSources();
  const save = useSavePlatformDocument();
  if (sources.isPending) return <PageSkeleton rows={4} label="Loading documents" />;
  if (sources.isError) return <LoadFailure title="The documents could not be loaded" error={sources.error} retry={() => void sources.refetch()} />;
  return (
    <DocumentEditor
      title="Platform documents"
      description="The privacy policy, terms of use and agreements anyone can read at their public addresses, shown under the brand of the domain they are read on."
      documents={sources.data.data.map((d) => ({ key: d.name, label: d.title, html: d.html, customised: d.customised, updated_at: d.updated_at }))}
      placeholders={PLATFORM_DOCUMENT_PLACEHOLDERS}
      canSave={canSave}
      saving={save.isPending}
      failure={save.isError ? messageOf(save.error) : null}
      onSave={(key, html) => save.mutateAsync({ document_name: key as PlatformDocumentName, html }).then((a) => notify('success', a.message))}
    />
  );
}

const TEMPLATE_LABELS: Record<DocumentType, string> = {
  default_agency: 'Agency service agreement',
  default_client: 'Client service agreement',
  minimum_spend: 'Minimum spend agreement',
  minimum_spend_v2: 'Minimum spend agreement (monthly schedule)',
};

/** An agency's agreement templates: what its clients' agreements are rendered from. */
export function AgreementTemplatesSection({ companyId, canSave }: { companyId: string; canSave: boolean }) {
  const templates = useAgreementTemplates(companyId);
  const save = useSaveAgreementTemplate(companyId);
  if (templates.isPending) return <PageSkeleton rows={4} label="Loading agreement templates" />;
  if (templates.isError) return <LoadFailure title="The agreement templates could not be loaded" error={templates.error} retry={() => void templates.refetch()} />;
  return (
    <DocumentEditor
      title="Agreement templates"
      description="The agreements downloaded from your client list are made from these texts, with the placeholders filled for each company."
      documents={templates.data.data.map((d) => ({ key: d.document_type, label: TEMPLATE_LABELS[d.document_type], html: d.html, customised: d.customised, updated_at: d.updated_at }))}
      placeholders={PLACEHOLDERS}
      canSave={canSave}
      saving={save.isPending}
      failure={save.isError ? messageOf(save.error) : null}
      onSave={(key, html) => save.mutateAsync({ document_type: key as DocumentType, html }).then((a) => notify('success', a.message))}
    />
  );
}
