import { ActionIcon, Alert, Code, Group, Stack, Text, Tooltip, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { SECRET_OVERLAP_HOURS } from '@platform/core/contracts';

/** The light alert's title in its colour is below 4.5:1 (axe); in the text colour it reads. */
export const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/**
 * A webhook's signing secret, shown the one time the server answers it (on connecting and on a
 * rotation): it is stored only encrypted and never read back, so the page says to copy it now.
 */
export function SecretOnce({ secret, rotated }: { secret: string; rotated?: boolean }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconKey size={18} aria-hidden />} title={rotated ? 'New signing secret' : 'Signing secret'} role="status" styles={READABLE_TITLE}>
      <Stack gap="xs">
        <Text size="sm">
          Copy this secret now: it will not be shown again. Your endpoint uses it to check that each request comes from us (Standard Webhooks signature).
          {rotated ? ` Requests are also signed with the previous secret for ${SECRET_OVERLAP_HOURS} hours, so you can switch over without losing a delivery.` : ''}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="sm" data-testid="webhook-secret" style={{ wordBreak: 'break-all' }}>
            {secret}
          </Code>
          <CopyButton value={secret} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy secret'} withArrow>
                <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={copied ? 'Copied' : 'Copy secret'}>
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
