import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { Dialog } from '../../../components/dialogs/Dialog';
import { IconAlertCircle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { embedCheckBodySchema, type CampaignView, type EmbedCheckAnswer } from '@platform/core/contracts';
import { bodyResolver } from '../../../lib/forms/body-resolver';
import { messageOf } from '../../../lib/forms/server-errors';
import { useCheckEmbedCode } from '../api/lead-tools';

function Outcome({ answer }: { answer: EmbedCheckAnswer }) {
  if (answer.status === 'exist')
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status" title="Found">
        {answer.message}
      </Alert>
    );
  const blocked = answer.result !== 'success';
  return (
    <Alert color={blocked ? 'red' : 'yellow'} variant="light" icon={blocked ? <IconAlertCircle size={18} aria-hidden /> : <IconCircleX size={18} aria-hidden />} role="status" title={blocked ? 'Could not read the page' : 'Not found'}>
      {answer.message}
    </Alert>
  );
}

/** "Check embed code": asks for the page's address and says whether the campaign's code is on it. */
export function EmbedCheckDialog({ campaign, onClose }: { campaign: CampaignView | null; onClose: () => void }) {
  return (
    <Dialog opened={campaign !== null} onClose={onClose} title={campaign ? `Check embed code · ${campaign.campaignName}` : 'Check embed code'}>
      {campaign ? <EmbedCheckForm key={campaign.id} campaign={campaign} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EmbedCheckForm({ campaign, onClose }: { campaign: CampaignView; onClose: () => void }) {
  const check = useCheckEmbedCode();
  const form = useForm<{ url: string }>({ defaultValues: { url: '' }, resolver: bodyResolver(embedCheckBodySchema, (v) => ({ campaign_id: campaign.id, url: v.url })) });
  const submit = form.handleSubmit(({ url }) => check.mutate({ campaignId: campaign.id, url }));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Check embed code">
      <Stack gap="md">
        <Text size="sm">Enter the address of a page where you pasted this campaign’s embed code; we look for the code on it.</Text>
        <TextInput label="Page URL" placeholder="https://www.example.com/" required data-autofocus error={form.formState.errors.url?.message} {...form.register('url')} />
        {check.data ? <Outcome answer={check.data} /> : null}
        {check.error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {messageOf(check.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" loading={check.isPending}>
            Check
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
