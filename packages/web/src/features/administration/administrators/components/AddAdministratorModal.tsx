import { Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { addAdministratorSchema, type Role } from '@platform/core/contracts';
import { ModalForm, ModalFormBody } from '../../../../components/dialogs/ModalForm';
import { EmailInput } from '../../../../components/inputs/EmailInput';
import { placeServerErrors } from '../../../../lib/forms/server-errors';
import { notify } from '../../../../lib/notify';
import { useAddAdministrator } from '../api/add-administrator';
import { RoleSelect } from './RoleSelect';

const FIELDS = ['name', 'email', 'roleID'] as const;

type RolesProps = { roles: Role[] | undefined; rolesLoading: boolean };

/** Add Administrator: name, e-mail and role; the API e-mails the new administrator an invitation. */
export function AddAdministratorModal({ companyId, roles, rolesLoading, opened, onClose }: RolesProps & { companyId: string; opened: boolean; onClose: () => void }) {
  return (
    <ModalForm title="Add Administrator" opened={opened} onClose={onClose}>
      <AddAdministratorForm companyId={companyId} roles={roles} rolesLoading={rolesLoading} onDone={onClose} />
    </ModalForm>
  );
}

function AddAdministratorForm({ companyId, roles, rolesLoading, onDone }: RolesProps & { companyId: string; onDone: () => void }) {
  const add = useAddAdministrator();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(addAdministratorSchema), defaultValues: { companyID: companyId, name: '', email: '' } });
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
    <ModalFormBody label="New administrator" failure={failure} pending={add.isPending} onSubmit={submit} onCancel={onDone}>
      <TextInput label="Full Name" autoComplete="off" required data-autofocus {...form.register('name')} error={errors.name?.message} />
      <EmailInput field={form.register('email')} error={errors.email?.message} />
      <Controller
        control={form.control}
        name="roleID"
        render={({ field }) => <RoleSelect roles={roles} loading={rolesLoading} value={field.value} onChange={(id) => field.onChange(id ?? undefined)} error={errors.roleID?.message} />}
      />
      <Text size="sm" c="dimmed">
        We e-mail an invitation to choose a password; the link works once, for 7 days.
      </Text>
    </ModalFormBody>
  );
}
