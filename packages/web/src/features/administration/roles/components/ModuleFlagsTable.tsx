import { Checkbox, Table } from '@mantine/core';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { ROLE_MODULE_LABELS, ROLE_MODULES, type RoleFlags, type RoleModule } from '@platform/core/contracts';
import type { RoleFormValues } from './role-form';

const FLAGS = [
  ['enable', 'Enable'],
  ['create', 'Create'],
  ['update', 'Update'],
  ['delete', 'Delete'],
] as const satisfies readonly (readonly [keyof RoleFlags, string])[];

/**
 * The role's grants (docs/product.md, Roles and permissions): per module (Ads Design, Campaign, LeadsPeek,
 * Settings) enable, create, update and delete. Create, update and delete mean nothing without enable (core's
 * permissionsOf turns them off), so they are cleared and locked while a module is not enabled.
 */
export function ModuleFlagsTable({
  control,
  setValue,
  modules,
  readOnly,
}: {
  control: Control<RoleFormValues>;
  setValue: UseFormSetValue<RoleFormValues>;
  modules: RoleFormValues['modules'];
  readOnly: boolean;
}) {
  const clearActions = (module: RoleModule) => {
    for (const [flag] of FLAGS) if (flag !== 'enable') setValue(`modules.${module}.${flag}`, 'F', { shouldDirty: true });
  };
  return (
    <Table aria-label="Module permissions" withTableBorder verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Module</Table.Th>
          {FLAGS.map(([flag, label]) => (
            <Table.Th key={flag} ta="center">
              {label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ROLE_MODULES.map((module) => {
          const name = ROLE_MODULE_LABELS[module];
          const enabled = modules[module].enable === 'T';
          return (
            <Table.Tr key={module}>
              <Table.Th scope="row" fw={500}>
                {name}
              </Table.Th>
              {FLAGS.map(([flag, label]) => (
                <Table.Td key={flag}>
                  <Controller
                    control={control}
                    name={`modules.${module}.${flag}`}
                    render={({ field }) => (
                      <Checkbox
                        aria-label={`${name}: ${label}`}
                        checked={field.value === 'T'}
                        disabled={readOnly || (flag !== 'enable' && !enabled)}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          field.onChange(on ? 'T' : 'F');
                          if (flag === 'enable' && !on) clearActions(module);
                        }}
                        onBlur={field.onBlur}
                        ref={field.ref}
                        styles={{ body: { justifyContent: 'center' } }}
                      />
                    )}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
