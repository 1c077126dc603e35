import { Container, EmptyState, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { moduleByUrl } from '@platform/core/contracts';
import { useParams } from 'react-router';
import { useGuardContext } from '../../../lib/access/guard-context';
import { useBrand } from '../../../lib/branding/brand-context';
import { useT } from '../../../lib/i18n/i18n-context';
import { isMessageKey } from '../../../lib/i18n/translate';

/**
 * An honest page for a screen still to come: its title and what it will hold, never sample data.
 * `framed` pages sit in the signed-in frame; the others (visitor and public pages) are the
 * document's main content themselves.
 */
export function PlaceholderPage({ page, framed }: { page: string; framed: boolean }) {
  return page.startsWith('module-') ? <ModulePlaceholder page={page} /> : <Placeholder page={page} framed={framed} />;
}

/** Module pages name their module ("Search ID Dashboard"), from the user's own module list. */
function ModulePlaceholder({ page }: { page: string }) {
  const { module: slug = '' } = useParams();
  const area = moduleByUrl(useGuardContext(), slug);
  return <Placeholder page={page} framed module={area?.name ?? slug} />;
}

function Placeholder({ page, framed, module = '' }: { page: string; framed: boolean; module?: string }) {
  const t = useT();
  const brand = useBrand();
  const titleKey = `page.${page}.title`;
  const descriptionKey = `page.${page}.description`;
  if (!isMessageKey(titleKey) || !isMessageKey(descriptionKey)) throw new Error(`No placeholder text for ${page}`);
  const title = t(titleKey, { module });
  const description = t(descriptionKey, { module });
  useDocumentTitle(brand.name ? `${title} · ${brand.name}` : title);

  const body = (
    <Stack gap="xl">
      <Title order={1} fz="h2">
        {title}
      </Title>
      <EmptyState
        icon={<IconHourglassEmpty size={28} aria-hidden />}
        withIndicatorBackground
        title={t('placeholder.comingSoon')}
        description={t('placeholder.soon', { title, description: lowerFirst(description) })}
        py="xl"
      />
    </Stack>
  );
  return framed ? (
    body
  ) : (
    <Container component="main" size="sm" py={80}>
      {body}
    </Container>
  );
}

// "Agency List: your agencies ..." reads as one sentence; Arabic has no case, so it is unchanged.
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
