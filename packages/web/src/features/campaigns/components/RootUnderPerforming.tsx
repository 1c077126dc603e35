import { Box } from '@mantine/core';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { UnderPerformingPanel } from './UnderPerformingPanel';

/** The under-performing campaigns of the whole tree, for the root's system users (others see theirs on the module dashboard). */
export function RootUnderPerforming() {
  const user = useCurrentUser();
  if (user.systemuser !== 'T' || user.company_id !== user.company_root_id) return null;
  return (
    <Box mt="lg">
      <UnderPerformingPanel />
    </Box>
  );
}
