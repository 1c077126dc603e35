import { Badge, Tooltip } from '@mantine/core';
import type { IntegrationView } from '@platform/core/contracts';

// Dark shades: the light badges' text must reach 4.5:1 (axe).
const STATUS = {
  connected: { label: 'Connected', color: 'green.9' },
  disconnected: { label: 'Disconnected', color: 'gray' },
  disabled: { label: 'Disabled', color: 'red.9' },
} as const;

/** An integration's status, with the reason a disabled or disconnected one gives. */
export function IntegrationStatusBadge({ integration }: { integration: Pick<IntegrationView, 'status' | 'status_reason'> }) {
  const s = STATUS[integration.status];
  const badge = (
    <Badge color={s.color} variant="light">
      {s.label}
    </Badge>
  );
  return integration.status_reason ? (
    <Tooltip label={integration.status_reason} multiline w={260} withArrow>
      {badge}
    </Tooltip>
  ) : (
    badge
  );
}
