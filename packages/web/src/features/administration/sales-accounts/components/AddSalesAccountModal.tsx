import { Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { addSalesAccountSchema } from '@platform/core/contracts';
import { DEFAULT_PHONE_COUNTRY } from '../../../../components/inputs/phone-rules';
import { ModalForm, ModalFormBody } from '../../../../components/dialogs/ModalForm';
import { EmailInput } from '../../../../components/inputs/EmailInput';
import { notify } from '../../../../lib/notify';
import { placeServerErrors } from '../../../../lib/forms/server-errors';
import { useAddSalesAccount } from '../api/add-sales-account';
import { SalesAccountFields } from './SalesAccountFields';

const FIELDS = ['name', 'email', 'phonenum', 'phone_country_code', 'isAccExecutive'] as const;

/** Add Sales Account: a new sales person of the platform, invited by e-mail to choose a password. */
export function AddSalesAccountModal({ companyId, opened, onClose }: { companyId: string; opened: boolean; onClose: () => void }) {
  return (
    <ModalForm title="Add Sales Account" opened={opened} onClose={onClose} size="lg">
      <AddSalesAccountForm companyId={companyId} onDone={onClose} />
    </ModalForm>
  );
}

function AddSalesAccountForm({ companyId, onDone }: { companyId: string; onDone: () => void }) {
  const add = useAddSalesAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(addSalesAccountSchema),
    defaultValues: { companyID: companyId, name: '', email: '', phonenum: '', phone_country_code: DEFAULT_PHONE_COUNTRY as string, isAccExecutive: 'F' as const },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    add.mutate(values, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        onDone();
      },
      onError: (error) => setFailure(placeServerErrors(error, form.setError, FIELDS)),
    });
  });

  return (
    <ModalFormBody label="New sales account" failure={failure} pending={add.isPending} onSubmit={submit} onCancel={onDone}>
        <SalesAccountFields form={form} email={<EmailInput field={form.register('email')} error={errors.email?.message} />} />
        <Text size="sm" c="dimmed">
          We e-mail an invitation to choose a password; the link works once, for 7 days.
        </Text>
    </ModalFormBody>
  );
}
