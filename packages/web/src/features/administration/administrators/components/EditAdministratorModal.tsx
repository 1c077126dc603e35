import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { updateAdministratorSchema, type AdministratorRow, type Role } from '@platform/core/contracts';
import { notify } from '../../../../lib/notify';
import { CLOSE_BUTTON } from '../../components/dialog';
import { FormFailure } from '../../components/FormFailure';
import { placeServerErrors } from '../../../../lib/forms/server-errors';
import { useUpdateAdministrator } from '../api/update-administrator';
import { RoleSelect } from './RoleSelect';

const FIELDS = ['name', 'roleID', 'status'] as const;
const STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Edit Administrator: name, role and status (an inactive administrator is signed out and cannot sign in). */
export function EditAdministratorModal({
  companyId,
  administrator,
  roles,
  rolesLoading,
  onClose,
}: {
  companyId: string;
  administrator: AdministratorRow | null;
  roles: Role[] | undefined;
  rolesLoading: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={administrator !== null} onClose={onClose} title="Edit Administrator" centered closeButtonProps={CLOSE_BUTTON}>
      {administrator ? <EditAdministratorForm companyId={companyId} administrator={administrator} roles={roles} rolesLoading={rolesLoading} onDone={onClose} /> : null}
    </Modal>
  );
}

function EditAdministratorForm({
  companyId,
  administrator,
  roles,
  rolesLoading,
  onDone,
}: {
  companyId: string;
  administrator: AdministratorRow;
  roles: Role[] | undefined;
  rolesLoading: boolean;
  onDone: () => void;
}) {
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
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Administrator ${administrator.name}`}>
      <Stack gap="md">
        <FormFailure message={failure} />
        <TextInput label="Full Name" autoComplete="off" required data-autofocus {...form.register('name')} error={errors.name?.message} />
        <TextInput label="Email" value={administrator.email} readOnly description="The e-mail the administrator signs in with cannot be changed here." />
        <Controller
          control={form.control}
          name="roleID"
          render={({ field }) => <RoleSelect roles={roles} loading={rolesLoading} value={field.value} onChange={field.onChange} error={errors.roleID?.message} />}
        />
        <NativeSelect label="Status" data={STATUSES} {...form.register('status')} error={errors.status?.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
