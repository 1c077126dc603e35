import { Badge } from '@mantine/core';

/**
 * A user's account status: an inactive user cannot sign in. The dot carries the colour and the
 * words keep the text colour, so they read in both themes (a light green badge does not, 4.5:1).
 */
export function StatusBadge({ status }: { status: 'active' | 'inactive' }) {
  return (
    <Badge variant="dot" miw="max-content" color={status === 'active' ? 'green' : 'gray'}>
      {status === 'active' ? 'Active' : 'Inactive'}
    </Badge>
  );
}
