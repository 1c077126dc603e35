import { Alert } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';

/** Security settings belong to the account's owner; while viewing as someone, they are off limits. */
export function ViewModeNotice({ what }: { what: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconEye size={18} />} title="Not available in view mode">
      {what} can only be changed by the account's owner, not while viewing as this user.
    </Alert>
  );
}
