import { EmptyState, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { moduleBySlug, type PageKey } from '../../../lib/access/menu';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useBrand } from '../../../lib/branding/brand-context';
import { placeholderCopy } from '../catalogue';

/** An honest page for a screen still to come: its title and what it will hold. */
export function PlaceholderPage({ page }: { page: PageKey }) {
  const user = useCurrentUser();
  const brand = useBrand();
  const { module: slug } = useParams();
  const copy = placeholderCopy(page, moduleBySlug(user, slug)?.name);
  useDocumentTitle(`${copy.title} · ${brand.name}`);
  return (
    <Stack gap="xl">
      <Title order={1} fz="h2">
        {copy.title}
      </Title>
      <EmptyState
        icon={<IconHourglassEmpty size={28} />}
        withIndicatorBackground
        title="Coming soon"
        description={`${copy.title}: ${lowerFirst(copy.description)} This page is coming soon.`}
        py="xl"
      />
    </Stack>
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
