import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { ExclusionListPanel } from '../components/ExclusionListPanel';

/**
 * Opt-out List (/configuration/opt-out-list, shown as Exclusion List; system users only, the route's
 * guard 404s everyone else): the platform-wide list, suppressed for every agency's every client.
 */
export function OptOutListPage() {
  const user = useCurrentUser();
  useDocumentTitle('Exclusion List');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          Exclusion List
        </Title>
        <Text c="dimmed" size="sm">
          The platform-wide opt-out list.
        </Text>
      </div>
      <Paper withBorder p="lg" radius="md">
        <ExclusionListPanel
          target={{ kind: 'root', rootId: user.company_root_id }}
          description="E-mail addresses on this list are left out of every campaign on the platform, for every agency and client."
        />
      </Paper>
    </Stack>
  );
}
