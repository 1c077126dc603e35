import { Alert, Button, Group, Image, Stack, Text } from '@mantine/core';
import type { BannerDetail } from '@platform/core/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Dialog } from '../../../components/dialogs/Dialog';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { useT } from '../../../lib/i18n/i18n-context';
import { uploadBannerPicture, useBanner, useBannerClients, useSaveBanner } from '../api/banners';
import { bannerFormFrom, bannerRequest, newBannerForm } from '../banner-form';
import { BannerDownloads } from '../components/BannerDownloads';
import { BannerForm, type PictureChoice } from '../components/BannerForm';

/**
 * Create Banner (/banner/create): a new banner, or `?edit=<id>` to change one, or `?copy=<id>` to
 * start from one (Banner List's Duplicate: the same design for the same client under a new name).
 */
export function BannerCreatePage() {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const copyId = params.get('copy');
  const sourceId = editId ?? copyId;
  const user = useCurrentUser();
  const clients = useBannerClients(user.company_id);
  const source = useBanner(sourceId);
  const save = useSaveBanner();
  const [saved, setSaved] = useState<BannerDetail | null>(null);
  const t = useT();
  const title = editId ? t('page.banner-edit.title') : t('page.banner-create.title');
  if (clients.isPending || (sourceId && source.isPending)) return <PageSkeleton />;
  if (sourceId && source.isError) {
    return (
      <Stack>
        <PageHeader title={title} intro={t('page.banner-create.description')} />
        <Alert color="red">{t('page.banner-create.notFound')}</Alert>
      </Stack>
    );
  }
  const detail = source.data;
  const initial = detail ? bannerFormFrom(detail, editId ? 'edit' : 'duplicate') : newBannerForm(user, params.get('client') ?? '');
  const initialPicture: PictureChoice = detail?.banner.image_key && detail.banner.image_url ? { kind: 'kept', key: detail.banner.image_key, url: detail.banner.image_url } : { kind: 'none' };

  const onSave = async (values: Parameters<typeof bannerRequest>[0], picture: PictureChoice) => {
    const imageKey = picture.kind === 'new' ? await uploadBannerPicture(values.company_id, picture.file, picture.contentType) : picture.kind === 'kept' ? picture.key : undefined;
    setSaved(await save.mutateAsync(bannerRequest(values, { bannerId: editId ?? undefined, imageKey })));
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        intro={t('page.banner-create.description')}
        action={
          <Button component={Link} to="/banner/list" variant="default">
            {t('page.banner-list.title')}
          </Button>
        }
      />
      <BannerForm
        key={sourceId ?? 'new'}
        initial={initial}
        initialPicture={initialPicture}
        clients={clients.data ?? []}
        clientLocked={Boolean(editId)}
        saveLabel={editId ? 'Save changes' : 'Save banner'}
        onSave={onSave}
      />
      <Dialog opened={saved !== null} onClose={() => setSaved(null)} title={t('page.banner-create.saved')} size="auto">
        {saved && (
          <Stack gap="md" align="flex-start">
            <Text size="sm">
              {saved.banner.name} is ready: download the PNG, or the HTML5 snippet for your ad server.
            </Text>
            {saved.files.png_url && <Image src={saved.files.png_url} alt={`${saved.banner.name} as drawn`} w={Math.min(saved.banner.width, 560)} fit="contain" />}
            <Group>
              <BannerDownloads banner={saved.banner} />
              <Button component={Link} to="/banner/list" variant="light">
                Open Banner List
              </Button>
            </Group>
          </Stack>
        )}
      </Dialog>
    </Stack>
  );
}
