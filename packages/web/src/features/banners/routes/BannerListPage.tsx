import { ActionIcon, Alert, Badge, Box, Button, Card, Center, Group, Image, Menu, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { BANNER_SIZES, bannerSizeLabel, permits, type BannerSizeId, type BannerSummary } from '@platform/core/contracts';
import { IconCopy, IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { mutationRemoval } from '../../../components/list/mutation-removal';
import { useRemovalDialog } from '../../../components/list/removal-dialog';
import { PageHeader } from '../../../components/PageHeader';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useFormatters } from '../../../lib/format/use-formatters';
import { useT } from '../../../lib/i18n/i18n-context';
import { useBannerClients, useBannerList, useRemoveBanner } from '../api/banners';
import { BannerDownloads } from '../components/BannerDownloads';

const THUMB_HEIGHT = 150;

/**
 * Banner List (/banner/list): the agency's banners as thumbnails, filtered by client and size, each
 * with its downloads, Duplicate, Edit and Delete (after "Are you sure?"), as the role allows.
 */
export function BannerListPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const perms = user.user_permissions;
  const may = { create: permits(perms, 'menuAdsDesign_create'), update: permits(perms, 'menuAdsDesign_update'), delete: permits(perms, 'menuAdsDesign_delete') };
  const [clientId, setClientId] = useState<string | null>(null);
  const [size, setSize] = useState<BannerSizeId | null>(null);
  const clients = useBannerClients(user.company_id);
  const list = useBannerList(user.company_id, { client_id: clientId ?? undefined, size: size ?? undefined });
  const remove = useRemoveBanner();
  const removal = mutationRemoval<BannerSummary, string>(remove, { title: 'Delete banner', question: (b) => `Delete ${b.name} (${b.width} × ${b.height})? Ad servers showing it will no longer find its image.`, variables: (b) => b.banner_id });
  const { ask: askRemove, dialog: removalDialog } = useRemovalDialog(removal);
  const { dateTime } = useFormatters();
  const t = useT();

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('page.banner-list.title')}
        intro={t('page.banner-list.description')}
        action={
          may.create ? (
            <Button component={Link} to="/banner/create" leftSection={<IconPlus size={16} />}>
              {t('page.banner-create.title')}
            </Button>
          ) : null
        }
      />
      <Group gap="sm" align="flex-end">
        <Select label="Client" placeholder="All clients" data={clients.data ?? []} value={clientId} onChange={setClientId} clearable searchable w={260} />
        <Select label="Size" placeholder="All sizes" data={BANNER_SIZES.map((s) => ({ value: s.id, label: bannerSizeLabel(s.id) }))} value={size} onChange={(v) => setSize(v as BannerSizeId | null)} clearable w={280} />
      </Group>
      {list.isError && <Alert color="red">{t('page.banner-list.loadFailed')}</Alert>}
      {list.isPending ? (
        <Text c="dimmed">{t('page.banner-list.loading')}</Text>
      ) : list.data && list.data.data.length === 0 ? (
        <Card withBorder padding="xl">
          <Stack align="center" gap="xs">
            <Text fw={600}>{clientId || size ? t('page.banner-list.noMatch') : t('page.banner-list.empty')}</Text>
            {may.create && !clientId && !size && (
              <Button component={Link} to="/banner/create" variant="light">
                {t('page.banner-list.first')}
              </Button>
            )}
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-label="Banners">
          {list.data?.data.map((b) => (
            <Card key={b.banner_id} withBorder padding="sm" radius="md" aria-label={b.name}>
              <Card.Section bg="var(--mantine-color-default-hover)">
                <Center h={THUMB_HEIGHT} p="xs">
                  {b.png_url ? (
                    <Image src={b.png_url} alt={`${b.name} thumbnail`} mah={THUMB_HEIGHT - 16} maw="100%" w="auto" fit="contain" />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {b.status === 'failed' ? 'Could not be drawn: edit and save it again.' : 'Drawing…'}
                    </Text>
                  )}
                </Center>
              </Card.Section>
              <Group justify="space-between" mt="sm" wrap="nowrap" align="flex-start">
                <Box miw={0}>
                  <Text fw={600} truncate>
                    {b.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {b.client_name} · {dateTime(b.updated_at)}
                  </Text>
                </Box>
                <Group gap={4} wrap="nowrap">
                  <Badge variant="light">{`${b.width}×${b.height}`}</Badge>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${b.name}`}>
                        <IconDots size={16} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {may.update && (
                        <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => void navigate(`/banner/create?edit=${encodeURIComponent(b.banner_id)}`)}>
                          Edit
                        </Menu.Item>
                      )}
                      {may.create && (
                        <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => void navigate(`/banner/create?copy=${encodeURIComponent(b.banner_id)}`)}>
                          Duplicate
                        </Menu.Item>
                      )}
                      {may.delete && (
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={14} />}
                          onClick={() => askRemove(b)}
                        >
                          Delete
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Group>
              <Box mt="sm">
                <BannerDownloads banner={b} size="xs" />
              </Box>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {removalDialog}
    </Stack>
  );
}
