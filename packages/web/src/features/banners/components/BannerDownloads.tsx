import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadFile } from '../../../lib/download/download-file';
import { useT } from '../../../lib/i18n/i18n-context';

/** Download PNG / Download HTML5 snippet for one banner (GET /api/banner/download/{id}/{png|html}). */
export function BannerDownloads({ banner, size = 'sm' }: { banner: { banner_id: string; name: string; size: string; status: string }; size?: 'xs' | 'sm' }) {
  const t = useT();
  const ready = banner.status === 'ready';
  const get = (kind: 'png' | 'html') => downloadFile(`/banner/download/${encodeURIComponent(banner.banner_id)}/${kind}`, `${banner.name}-${banner.size}.${kind}`, t);
  return (
    <Group gap="xs">
      <Button size={size} leftSection={<IconDownload size={14} />} disabled={!ready} onClick={() => void get('png')}>
        Download PNG
      </Button>
      <Button size={size} variant="default" leftSection={<IconDownload size={14} />} disabled={!ready} onClick={() => void get('html')}>
        HTML5 snippet
      </Button>
    </Group>
  );
}
