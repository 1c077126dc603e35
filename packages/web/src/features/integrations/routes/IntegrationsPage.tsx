import { SimpleGrid, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';
import { QueryContent } from '../../../components/dialogs/QueryContent';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useT } from '../../../lib/i18n/i18n-context';
import { useIntegrationList } from '../api/integrations';
import { IntegrationCard } from '../components/IntegrationCard';

/**
 * /integrations (clients and agency owners; the route's guard 404s everyone else): a card per
 * provider, connected or not, each leading to its page to connect or manage it.
 */
export function IntegrationsPage() {
  const t = useT();
  const user = useCurrentUser();
  const list = useIntegrationList(user.company_id);
  return (
    <Stack gap="lg">
      <PageHeader title={t('page.integrations.title')} intro="Deliver every new lead to your CRM, spreadsheet, e-mail lists or your own webhook, as it arrives." />
      <QueryContent query={list}>
        {(answer) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {answer.integrations.map((card) => (
              <IntegrationCard key={card.type} card={card} />
            ))}
          </SimpleGrid>
        )}
      </QueryContent>
    </Stack>
  );
}
