import { Loader, Paper, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { CompanyDetail, CompanyRow, UserData } from '@platform/core/contracts';
import { notify } from '../../../lib/notify';
import { useCompanyDetail } from '../api/company-detail';
import { useUpdateCompany } from '../api/update-company';
import { detailToForm } from '../company-form';
import { updateCompanyResolver } from '../company-resolver';
import { messageOf } from '../errors';
import { ActiveCampaignsDialog } from './ActiveCampaignsDialog';
import { CompanyFields } from './CompanyFields';
import { CompanyPanel } from './CompanyPanel';
import { useServerErrors } from './use-server-errors';

/** The inline edit panel under a row: the company's details are loaded afresh, then edited. */
export function EditCompanyPanel({ row, user, onClose }: { row: CompanyRow; user: UserData; onClose: () => void }) {
  const detail = useCompanyDetail(row.id);
  if (detail.isPending) {
    return (
      <Paper p="md" role="status" aria-label={`Loading ${row.company_name}`}>
        <Loader size="sm" />
      </Paper>
    );
  }
  if (detail.isError) {
    return (
      <Text c="red" size="sm" p="md" role="alert">
        {messageOf(detail.error)}
      </Text>
    );
  }
  return <EditCompanyForm detail={detail.data} user={user} onClose={onClose} />;
}

/** Phone is required here (docs/product.md, Agencies and clients); everything is sent back as loaded or changed. */
function EditCompanyForm({ detail, user, onClose }: { detail: CompanyDetail; user: UserData; onClose: () => void }) {
  const update = useUpdateCompany();
  const form = useForm({ resolver: updateCompanyResolver(detail.id, detail.kind), defaultValues: detailToForm(detail) });
  const server = useServerErrors(form.setError);

  const submit = form.handleSubmit((request) => {
    server.clear();
    update.mutate(request, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        onClose();
      },
      onError: server.show,
    });
  });

  return (
    <>
      <CompanyPanel
        title={`Edit ${detail.company_name}`}
        failure={server.failure}
        onSubmit={(e) => void submit(e)}
        onCancel={onClose}
        submitLabel="Save"
        submitting={update.isPending}
      >
        <CompanyFields form={form} kind={detail.kind} user={user} phoneRequired />
      </CompanyPanel>
      <ActiveCampaignsDialog value={server.activeCampaigns} onClose={server.closeActiveCampaigns} />
    </>
  );
}
