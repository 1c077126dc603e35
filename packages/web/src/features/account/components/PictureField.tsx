import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';

/** The profile picture: the current or chosen image, a button to choose one, and one to remove it. */
export function PictureField({
  shown,
  name,
  pending,
  error,
  onChoose,
  onRemove,
}: {
  shown: string | null;
  name: string;
  pending: string | null;
  error: string | undefined;
  onChoose: (file: File | null) => void;
  onRemove: (() => void) | undefined;
}) {
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        Profile picture
      </Text>
      <Group gap="md">
        <Avatar src={shown} alt={shown ? `Profile picture of ${name}` : undefined} size={64} radius="xl" />
        <FileButton onChange={onChoose} accept="image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Button variant="default" {...props}>
              Choose picture
            </Button>
          )}
        </FileButton>
        {onRemove ? (
          <Button variant="subtle" color="red" onClick={onRemove}>
            Remove picture
          </Button>
        ) : null}
      </Group>
      {pending ? <Text size="sm">Will be uploaded on save: {pending}</Text> : null}
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          PNG, JPEG, WebP or GIF, at most 1 MB.
        </Text>
      )}
    </Stack>
  );
}
