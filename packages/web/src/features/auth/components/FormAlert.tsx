import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const LOOK = {
  error: { color: 'red', icon: <IconAlertCircle size={18} /> },
  success: { color: 'green', icon: <IconCircleCheck size={18} /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} /> },
} as const;

/** A message above or below a form; errors are announced (role alert), the rest politely. */
export function FormAlert({ kind, title, children }: { kind: keyof typeof LOOK; title?: string; children: ReactNode }) {
  const look = LOOK[kind];
  return (
    <Alert color={look.color} variant="light" icon={look.icon} title={title} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </Alert>
  );
}
