import { useForm } from 'react-hook-form';
import type { UserData } from '@platform/core/contracts';
import { notify } from '../../../lib/notify';
import { useAddCompany } from '../api/add-company';
import { emptyCompanyForm, type CompanyKind } from '../company-form';
import { createCompanyResolver } from '../company-resolver';
import { CompanyFields } from './CompanyFields';
import { CompanyPanel } from './CompanyPanel';
import { useServerErrors } from './use-server-errors';

/**
 * The inline add panel (docs/product.md, Agencies and clients): a new agency under the root, or a new client
 * under an agency. The owner is e-mailed an invitation to choose a password; the list refreshes.
 */
export function AddCompanyPanel({ parentId, kind, user, onClose }: { parentId: string; kind: CompanyKind; user: UserData; onClose: () => void }) {
  const add = useAddCompany();
  const form = useForm({ resolver: createCompanyResolver(parentId, kind), defaultValues: emptyCompanyForm(kind) });
  const server = useServerErrors(form.setError);
  const title = kind === 'agency' ? 'Add Agency' : 'Add Client';

  const submit = form.handleSubmit((request) => {
    server.clear();
    add.mutate(request, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        onClose();
      },
      onError: server.show,
    });
  });

  return (
    <CompanyPanel title={title} failure={server.failure} onSubmit={(e) => void submit(e)} onCancel={onClose} submitLabel="Add" submitting={add.isPending}>
      <CompanyFields form={form} kind={kind} user={user} phoneRequired={false} />
    </CompanyPanel>
  );
}
