import { Button, Group, Text } from '@mantine/core';
import { Dialog } from '../../../components/dialogs/Dialog';
import { SESSION_ENDED_MESSAGE } from '@platform/core/contracts';
import { dismissSessionEndedNotice } from '../../../lib/auth/session-ended';
// Opens over any page, the sign-in page too, which has only the first-paint styles (styles/first-paint.ts).
import '../../../styles/all-components';

/**
 * The spec's "Session Ended" alert, raised by the API client when a session cannot be renewed.
 * Mounted only while the notice is up.
 */
export function SessionEndedDialog() {
  return (
    <Dialog
      opened
      onClose={dismissSessionEndedNotice}
      title="Session Ended"
      withCloseButton={false}
    >
      <Text>{SESSION_ENDED_MESSAGE}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={dismissSessionEndedNotice}>OK</Button>
      </Group>
    </Dialog>
  );
}
