import { NativeSelect } from '@mantine/core';
import type { Role } from '@platform/core/contracts';

const NO_ROLE = '';

/**
 * The company's roles to choose from. "No role" is a real choice: an administrator without a role
 * has no restrictions (core's permits on a null permission set).
 */
export function RoleSelect({
  roles,
  loading,
  value,
  onChange,
  error,
}: {
  roles: Role[] | undefined;
  loading: boolean;
  value: string | null | undefined;
  onChange: (roleId: string | null) => void;
  error?: string | undefined;
}) {
  const data = [{ value: NO_ROLE, label: loading ? 'Loading roles…' : 'No role (full access)' }, ...(roles ?? []).map((r) => ({ value: r.roleID, label: r.roleName }))];
  return (
    <NativeSelect
      label="Role"
      data={data}
      value={value ?? NO_ROLE}
      disabled={loading}
      onChange={(e) => onChange(e.currentTarget.value === NO_ROLE ? null : e.currentTarget.value)}
      error={error}
    />
  );
}
