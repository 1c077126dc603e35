import { PasswordInput, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { CredentialField } from '../catalog';
import { InlineForm } from './InlineForm';

/**
 * The credentials an API-key provider is connected with. They are checked with the provider when
 * saved and stored encrypted; the page never reads them back, so changing them means typing all.
 */
export function ApiKeyForm({
  fields,
  provider,
  pending,
  failure,
  submitLabel,
  onSubmit,
}: {
  fields: readonly CredentialField[];
  provider: string;
  pending: boolean;
  failure: string | null;
  submitLabel: string;
  onSubmit: (credentials: Record<string, string>) => void;
}) {
  const form = useForm<Record<string, string>>({ defaultValues: Object.fromEntries(fields.map((f) => [f.key, ''])) });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => onSubmit(Object.fromEntries(fields.map((f) => [f.key, (values[f.key] ?? '').trim()]))));
  return (
    <InlineForm label={`${provider} credentials`} failure={failure} pending={pending} submitLabel={submitLabel} onSubmit={submit}>
      {fields.map((f) => {
        const props = {
          label: f.label,
          required: true,
          autoComplete: 'off',
          ...form.register(f.key, { validate: (v) => (v.trim() ? true : `Enter your ${provider} ${f.label.toLowerCase()}`) }),
          error: errors[f.key]?.message,
        };
        return f.secret ? <PasswordInput key={f.key} {...props} /> : <TextInput key={f.key} {...props} />;
      })}
    </InlineForm>
  );
}
