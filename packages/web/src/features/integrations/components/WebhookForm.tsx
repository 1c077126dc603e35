import { TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { webhookFormSchema } from '@platform/core/contracts';
import { InlineForm } from './InlineForm';

export interface WebhookValues {
  url: string;
  description: string;
}

/** A webhook endpoint's URL (checked as the API checks it: an http(s) URL) and an optional name. */
export function WebhookForm({
  defaults = { url: '', description: '' },
  pending,
  failure,
  submitLabel,
  onSubmit,
}: {
  defaults?: WebhookValues;
  pending: boolean;
  failure: string | null;
  submitLabel: string;
  onSubmit: (settings: { url: string; description?: string }) => void;
}) {
  const form = useForm({ resolver: zodResolver(webhookFormSchema), defaultValues: defaults, mode: 'onTouched' });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) => onSubmit({ url: v.url.trim(), ...(v.description?.trim() ? { description: v.description.trim() } : {}) }));
  return (
    <InlineForm label="Webhook endpoint" failure={failure} pending={pending} submitLabel={submitLabel} onSubmit={submit}>
      <TextInput
        label="Endpoint URL"
        description="Where each lead is posted, as JSON signed with your endpoint's secret. Use https."
        placeholder="https://example.com/webhooks/leads"
        required
        inputMode="url"
        {...form.register('url', { setValueAs: (v: string) => v.trim() })}
        error={errors.url ? 'Enter a valid URL starting with https://' : undefined}
      />
      <TextInput label="Name (optional)" description="So you can tell your endpoints apart." maxLength={200} {...form.register('description')} error={errors.description?.message} />
    </InlineForm>
  );
}
