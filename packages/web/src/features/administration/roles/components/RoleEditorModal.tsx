import { Button, Center, Checkbox, Group, Loader, Stack, TextInput } from '@mantine/core';
import { Dialog } from '../../../../components/dialogs/Dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { saveRoleSchema, type Role } from '@platform/core/contracts';
import { notify } from '../../../../lib/notify';
import { FormFailure } from '../../../../components/dialogs/FormFailure';
import { messageOf, placeServerErrors } from '../../../../lib/forms/server-errors';
import type { SettingsPermissions } from '../../permissions';
import { useRole } from '../api/get-role';
import { useSaveRole } from '../api/save-role';
import { ModuleFlagsTable } from './ModuleFlagsTable';
import { roleFormValues } from './role-form';

/** Which role the editor shows: a new one, or an existing one by id. */
export type RoleEditorTarget = { kind: 'new' } | { kind: 'existing'; roleId: string };

/**
 * The role editor (docs/product.md, Roles and permissions): the role's name and its per-module grants. Save
 * shows only when the user's own role allows creating (a new role) or updating (an existing one); without
 * that the role is shown read-only.
 */
export function RoleEditorModal({
  companyId,
  isRoot = false,
  target,
  permissions,
  onClose,
}: {
  companyId: string;
  /** The root company's roles also carry the report_analytics permission. */
  isRoot?: boolean;
  target: RoleEditorTarget | null;
  permissions: SettingsPermissions;
  onClose: () => void;
}) {
  const mayEdit = target?.kind === 'new' ? permissions.create : permissions.update;
  const title = target?.kind === 'new' ? 'Add Role' : mayEdit ? 'Edit Role' : 'View Role';
  return (
    <Dialog opened={target !== null} onClose={onClose} title={title} size="lg">
      {target?.kind === 'new' ? (
        <RoleForm companyId={companyId} isRoot={isRoot} role={undefined} readOnly={!mayEdit} onDone={onClose} />
      ) : target ? (
        <ExistingRole companyId={companyId} isRoot={isRoot} roleId={target.roleId} readOnly={!mayEdit} onDone={onClose} />
      ) : null}
    </Dialog>
  );
}

function ExistingRole({ companyId, isRoot, roleId, readOnly, onDone }: { companyId: string; isRoot: boolean; roleId: string; readOnly: boolean; onDone: () => void }) {
  const role = useRole(companyId, roleId);
  if (role.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the role" />
      </Center>
    );
  }
  if (role.isError) return <FormFailure message={messageOf(role.error)} />;
  return <RoleForm companyId={companyId} isRoot={isRoot} role={role.data} readOnly={readOnly} onDone={onDone} />;
}

function RoleForm({ companyId, isRoot, role, readOnly, onDone }: { companyId: string; isRoot: boolean; role: Role | undefined; readOnly: boolean; onDone: () => void }) {
  const save = useSaveRole();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(saveRoleSchema), defaultValues: roleFormValues(companyId, role) });
  const modules = useWatch({ control: form.control, name: 'modules' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        onDone();
      },
      onError: (error) => setFailure(placeServerErrors(error, form.setError, ['roleName'])),
    });
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={role ? `Role ${role.roleName}` : 'New role'}>
      <Stack gap="md">
        <FormFailure message={failure} />
        <TextInput label="Role Name" required readOnly={readOnly} data-autofocus {...form.register('roleName')} error={errors.roleName?.message} />
        <ModuleFlagsTable control={form.control} setValue={form.setValue} modules={modules} readOnly={readOnly} />
        {isRoot ? (
          <Controller
            control={form.control}
            name="modules.reportAnalytics"
            render={({ field }) => (
              <Checkbox
                label="Report Analytics"
                description="Users with this role may open Report Analytics and the platform's revenue."
                checked={field.value !== 'F'}
                disabled={readOnly}
                onChange={(e) => field.onChange(e.currentTarget.checked ? 'T' : 'F')}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
