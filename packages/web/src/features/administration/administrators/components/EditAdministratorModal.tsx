import { NativeSelect, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { updateAdministratorSchema, type AdministratorRow, type Role } from '@platform/core/contracts';
import { ModalForm, ModalFormBody } from '../../../../components/dialogs/ModalForm';
import { ACCOUNT_STATUS_OPTIONS } from '../../../../components/inputs/status-options';
import { placeServerErrors } from '../../../../lib/forms/server-errors';
import { notify } from '../../../../lib/notify';
import { useUpdateAdministrator } from '../api/update-administrator';
import { RoleSelect } from './RoleSelect';

const FIELDS = ['name', 'roleID', 'status'] as const;

type RolesProps = { roles: Role[] | undefined; rolesLoading: boolean };

/** Edit Administrator: name, role and status (an inactive administrator is signed out and cannot sign in). */
export function EditAdministratorModal({ companyId, administrator, roles, rolesLoading, onClose }: RolesProps & { companyId: string; administrator: AdministratorRow | null; onClose: () => void }) {
  return (
    <ModalForm title="Edit Administrator" opened={administrator !== null} onClose={onClose}>
      {administrator ? <EditAdministratorForm companyId={companyId} administrator={administrator} roles={roles} rolesLoading={rolesLoading} onDone={onClose} /> : null}
    </ModalForm>
  );
}

function EditAdministratorForm({ companyId, administrator, roles, rolesLoading, onDone }: RolesProps & { companyId: string; administrator: AdministratorRow; onDone: () => void }) {
  const update = useUpdateAdministrator();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(updateAdministratorSchema),
    defaultValues: { name: administrator.name, roleID: administrator.role_id, status: administrator.status },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((request) => {
    setFailure(null);
    update.mutate(
      { companyId, userId: administrator.id, request },
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
    <ModalFormBody label={`Administrator ${administrator.name}`} failure={failure} pending={update.isPending} onSubmit={submit} onCancel={onDone}>
      <TextInput label="Full Name" autoComplete="off" required data-autofocus {...form.register('name')} error={errors.name?.message} />
      <TextInput label="Email" value={administrator.email} readOnly description="The e-mail the administrator signs in with cannot be changed here." />
      <Controller
        control={form.control}
        name="roleID"
        render={({ field }) => <RoleSelect roles={roles} loading={rolesLoading} value={field.value} onChange={field.onChange} error={errors.roleID?.message} />}
      />
      <NativeSelect label="Status" data={ACCOUNT_STATUS_OPTIONS} {...form.register('status')} error={errors.status?.message} />
    </ModalFormBody>
  );
}
