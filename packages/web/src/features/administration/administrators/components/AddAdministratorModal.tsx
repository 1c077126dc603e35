import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { addAdministratorSchema, type Role } from '@platform/core/contracts';
import { notify } from '../../../../lib/notify';
import { CLOSE_BUTTON } from '../../components/dialog';
import { FormFailure } from '../../components/FormFailure';
import { placeServerErrors } from '../../../../lib/forms/server-errors';
import { useAddAdministrator } from '../api/add-administrator';
import { RoleSelect } from './RoleSelect';

const FIELDS = ['name', 'email', 'roleID'] as const;

/** Add Administrator: name, e-mail and role; the API e-mails the new administrator an invitation. */
export function AddAdministratorModal({
  companyId,
  roles,
  rolesLoading,
  opened,
  onClose,
}: {
  companyId: string;
  roles: Role[] | undefined;
  rolesLoading: boolean;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Administrator" centered closeButtonProps={CLOSE_BUTTON}>
      <AddAdministratorForm companyId={companyId} roles={roles} rolesLoading={rolesLoading} onDone={onClose} />
    </Modal>
  );
}

function AddAdministratorForm({ companyId, roles, rolesLoading, onDone }: { companyId: string; roles: Role[] | undefined; rolesLoading: boolean; onDone: () => void }) {
  const add = useAddAdministrator();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(addAdministratorSchema), defaultValues: { companyID: companyId, name: '', email: '' } });
  const { errors } = form.formState;
  const email = form.register('email');

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
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="New administrator">
      <Stack gap="md">
        <FormFailure message={failure} />
        <TextInput label="Full Name" autoComplete="off" required data-autofocus {...form.register('name')} error={errors.name?.message} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          required
          {...email}
          onChange={(e) => {
            e.currentTarget.value = e.currentTarget.value.toLowerCase();
            void email.onChange(e);
          }}
          error={errors.email?.message}
        />
        <Controller
          control={form.control}
          name="roleID"
          render={({ field }) => (
            <RoleSelect roles={roles} loading={rolesLoading} value={field.value} onChange={(id) => field.onChange(id ?? undefined)} error={errors.roleID?.message} />
          )}
        />
        <Text size="sm" c="dimmed">
          We e-mail an invitation to choose a password; the link works once, for 7 days.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
