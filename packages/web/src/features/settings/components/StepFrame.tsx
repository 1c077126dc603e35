import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionFailure } from './SettingsSection';

/** A section's fields as one step of the set-up guide: no Save of its own, the guide's Next checks it. */
export function StepFrame({ failure, children }: { failure: string | null; children: ReactNode }) {
  return (
    <Stack gap="md">
      <SectionFailure message={failure} />
      {children}
    </Stack>
  );
}
