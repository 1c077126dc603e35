import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../components/dialogs/Dialog';
import type { CampaignView } from '@platform/core/contracts';

function Snippet({ label, hint, code }: { label: string; hint: string; code: string }) {
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      <Code block aria-label={label}>
        {code}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button size="xs" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? 'Copied' : `Copy ${label.toLowerCase()}`}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** A Site ID campaign's embed codes, to paste on the client's site (every page, and the thank-you page). */
export function EmbedCodeDialog({ campaign, onClose }: { campaign: CampaignView | null; onClose: () => void }) {
  return (
    <Dialog opened={campaign !== null} onClose={onClose} title={campaign ? `Embed code · ${campaign.campaignName}` : 'Embed code'} size="lg">
      {campaign?.embed_code ? (
        <Stack gap="lg">
          <Snippet label="Embed code" hint="Paste it before </body> on every page of the website." code={campaign.embed_code} />
          {campaign.embed_code_thankyou ? <Snippet label="Thank-you page code" hint="Paste it on the page people see after they convert (a purchase, a form)." code={campaign.embed_code_thankyou} /> : null}
        </Stack>
      ) : null}
    </Dialog>
  );
}
