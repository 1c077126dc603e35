import { Group, Stack, Text, Title } from '@mantine/core';
import { HelpButton } from '../../../components/help/HelpButton';
import { useDocumentTitle } from '@mantine/hooks';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { CompanyTable } from '../components/CompanyTable';
import { RowActionSlotsContext, type RowActionSlots } from '../components/row-context';

const PAGES = {
  'agency-list': { title: 'Agency List', intro: 'The agencies on the platform and, under each, its clients.' },
  'client-management': { title: 'Client Management', intro: 'Your clients.' },
} as const;

export type CompanyListPageKey = keyof typeof PAGES;

const NO_ACTIONS: RowActionSlots = {};

/**
 * Agency List (/configuration/agency-list: the root's agencies, or a sales person's own) and Client
 * Management (/configuration/client-management: the user's company's children). Who may open
 * which is decided by the route's guard. Other features' row actions ("Switch user" from view mode,
 * and the like) are handed in by the app.
 */
export function CompanyListPage({ page, actions = NO_ACTIONS }: { page: CompanyListPageKey; actions?: RowActionSlots }) {
  const user = useCurrentUser();
  const copy = PAGES[page];
  useDocumentTitle(copy.title);
  // The Agency List is always the platform's agencies; the server narrows it to a sales person's own.
  const companyId = page === 'agency-list' ? user.company_root_id : user.company_id;
  const rootLooksAtItsOwn = user.rootcomp === 'T' && companyId === user.company_root_id;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} fz="h2">
            {copy.title}
          </Title>
          <Text c="dimmed" size="sm">
            {copy.intro}
          </Text>
        </div>
        <HelpButton />
      </Group>
      <RowActionSlotsContext value={actions}>
        <CompanyTable
          key={companyId}
          companyId={companyId}
          parentKind={companyId === user.company_root_id ? 'root' : 'agency'}
          user={user}
          label={rootLooksAtItsOwn ? 'Agencies' : 'Clients'}
          withDeveloperApi={rootLooksAtItsOwn}
        />
      </RowActionSlotsContext>
    </Stack>
  );
}
