import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title, Anchor } from '@mantine/core';
import { IconPlus, IconSettings } from '@tabler/icons-react';
import { MAX_WEBHOOKS, type IntegrationCard as Card_, type IntegrationView } from '@platform/core/contracts';
import { Link } from 'react-router';
import { CATALOG, newIntegrationPath } from '../catalog';
import { IntegrationStatusBadge } from './IntegrationStatusBadge';

const webhookName = (w: IntegrationView) => (typeof w.settings.description === 'string' && w.settings.description) || (typeof w.settings.url === 'string' ? w.settings.url : w.id);

/**
 * One provider on /integrations: its mark, connected or not, and Connect or Manage. A webhook card
 * lists its endpoints (a company may hold several), each with Manage, and adds another.
 */
export function IntegrationCard({ card }: { card: Card_ }) {
  const entry = CATALOG[card.type];
  const Mark = entry.icon;
  const headingId = `integration-${card.type}`;
  const first = card.connections[0];
  const many = card.type === 'webhook';

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId} data-testid={`integration-card-${card.type}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="md" color={entry.color} variant="light" aria-hidden>
              <Mark size={26} />
            </ThemeIcon>
            <Title order={2} fz="h4" id={headingId}>
              {card.label}
            </Title>
          </Group>
          {card.connected ? (
            <Badge color="green.9" variant="light">
              Connected
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              Not connected
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {entry.blurb}
        </Text>

        {many && card.connections.length > 0 ? (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Webhook endpoints">
            {card.connections.map((w) => (
              <Group component="li" key={w.id} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate title={webhookName(w)} style={{ minWidth: 0 }}>
                  {webhookName(w)}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <IntegrationStatusBadge integration={w} />
                  <Anchor component={Link} to={`/integrations/${encodeURIComponent(w.id)}`} size="sm" aria-label={`Manage ${webhookName(w)}`}>
                    Manage
                  </Anchor>
                </Group>
              </Group>
            ))}
          </Stack>
        ) : null}

        <Group mt="auto" pt="xs">
          {!card.available ? (
            <Text size="sm" c="dimmed">
              Coming soon
            </Text>
          ) : many ? (
            card.connections.length < MAX_WEBHOOKS ? (
              <Button component={Link} to={newIntegrationPath(card.type)} variant={card.connected ? 'default' : 'filled'} leftSection={<IconPlus size={16} aria-hidden />} aria-label={card.connected ? 'Add webhook endpoint' : `Connect ${card.label}`}>
                {card.connected ? 'Add endpoint' : 'Connect'}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {MAX_WEBHOOKS} endpoints at most.
              </Text>
            )
          ) : first ? (
            <Button component={Link} to={`/integrations/${encodeURIComponent(first.id)}`} variant="default" leftSection={<IconSettings size={16} aria-hidden />} aria-label={`Manage ${card.label}`}>
              Manage
            </Button>
          ) : (
            <Button component={Link} to={newIntegrationPath(card.type)} aria-label={`Connect ${card.label}`}>
              Connect
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
