import { NativeSelect, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateSalesAccountSchema, type SalesAccountRow } from '@platform/core/contracts';
import { DEFAULT_PHONE_COUNTRY } from '../../../../components/inputs/phone-rules';
import { ModalForm, ModalFormBody } from '../../../../components/dialogs/ModalForm';
import { ACCOUNT_STATUS_OPTIONS } from '../../../../components/inputs/status-options';
import { notify } from '../../../../lib/notify';
import { placeServerErrors } from '../../../../lib/forms/server-errors';
import { useUpdateSalesAccount } from '../api/update-sales-account';
import { SalesAccountFields } from './SalesAccountFields';

const FIELDS = ['name', 'phonenum', 'phone_country_code', 'isAccExecutive', 'status'] as const;

/** Edit Sales Account: name, phone, the account-executive flag and status. */
export function EditSalesAccountModal({ companyId, account, onClose }: { companyId: string; account: SalesAccountRow | null; onClose: () => void }) {
  return (
    <ModalForm title="Edit Sales Account" opened={account !== null} onClose={onClose} size="lg">
      {account ? <EditSalesAccountForm companyId={companyId} account={account} onDone={onClose} /> : null}
    </ModalForm>
  );
}

function EditSalesAccountForm({ companyId, account, onDone }: { companyId: string; account: SalesAccountRow; onDone: () => void }) {
  const update = useUpdateSalesAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(updateSalesAccountSchema),
    defaultValues: {
      name: account.name,
      phonenum: account.phonenum ?? '',
      phone_country_code: account.phone_country_code ?? DEFAULT_PHONE_COUNTRY,
      isAccExecutive: account.isAccExecutive,
      status: account.status,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((request) => {
    setFailure(null);
    update.mutate(
      { companyId, userId: account.id, request },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          onDone();
        },
        onError: (error) => setFailure(placeServerErrors(error, form.setError, FIELDS)),
      },
    );
  });

  return (
    <ModalFormBody label={`Sales account ${account.name}`} failure={failure} pending={update.isPending} onSubmit={submit} onCancel={onDone}>
        <SalesAccountFields form={form} email={<TextInput label="Email" value={account.email} readOnly description="The e-mail the sales person signs in with cannot be changed here." />} />
        <NativeSelect label="Status" data={ACCOUNT_STATUS_OPTIONS} {...form.register('status')} error={errors.status?.message} />
    </ModalFormBody>
  );
}
