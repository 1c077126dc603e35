import { Badge } from '@mantine/core';
import { STATUS_LABELS, type CampaignStatus } from '@platform/core/contracts';

const COLORS: Record<CampaignStatus, string> = { running: 'green', paused: 'yellow', stopped: 'red', archived: 'gray', removed: 'gray' };

export function CampaignStatusBadge({ status, title }: { status: CampaignStatus; title?: string | null | undefined }) {
  return (
    <Badge variant="dot" color={COLORS[status]} miw="max-content" title={title ?? undefined}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
