import { Badge } from '@mantine/core';

/** A user's account status: an inactive user cannot sign in. */
export function StatusBadge({ status }: { status: 'active' | 'inactive' }) {
  return (
    <Badge variant="light" color={status === 'active' ? 'green' : 'gray'}>
      {status === 'active' ? 'Active' : 'Inactive'}
    </Badge>
  );
}
