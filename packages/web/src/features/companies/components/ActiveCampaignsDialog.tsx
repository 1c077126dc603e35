import { Button, Group, List, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../components/dialogs/Dialog';

/**
 * docs/product.md, Agencies and clients: a module cannot be turned off while it has active campaigns. The
 * API's message and the campaigns' ids, which the user stops by hand before turning the module off.
 */
export function ActiveCampaignsDialog({ value, onClose }: { value: { message: string; ids: string[] } | null; onClose: () => void }) {
  return (
    <Dialog opened={value !== null} onClose={onClose} title="Active campaigns">
      {value ? (
        <Stack gap="sm">
          <Text role="alert">{value.message}</Text>
          <List size="sm" aria-label="Active campaign ids">
            {value.ids.map((id) => (
              <List.Item key={id}>{id}</List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button onClick={onClose}>OK</Button>
          </Group>
        </Stack>
      ) : null}
    </Dialog>
  );
}
