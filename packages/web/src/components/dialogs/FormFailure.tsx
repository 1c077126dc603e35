import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * The server's message a dialog could not place on a field (a 403 of the role check, a 409); a
 * list when there are several (errors of fields another tab or term holds), one line each.
 */
export function FormFailure({ message }: { message: string | readonly string[] | null }) {
  const lines = message === null ? [] : typeof message === 'string' ? [message] : message;
  if (!lines.length || lines.every((l) => !l)) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {lines.length === 1 ? lines[0] : lines.map((line) => <div key={line}>{line}</div>)}
    </Alert>
  );
}
