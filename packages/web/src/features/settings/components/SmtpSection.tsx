import { Button, Collapse, Divider, Group, PasswordInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useImperativeHandle, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { smtpInputSchema, type GeneralSettings } from '@platform/core/contracts';
import { messageOf } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useUpdateGeneralSettings } from '../api/update-general-settings';
import { bodyResolver, given } from '../forms';
import { useSectionSave } from '../use-section-save';
import type { SectionProps } from './section-props';
import { SettingsSection } from './SettingsSection';
import { StepFrame } from './StepFrame';
import { TestEmailForm } from './TestEmailForm';

interface SmtpFields {
  enabled: boolean;
  host: string;
  port: string;
  username: string;
  password: string;
  from_email: string;
  from_name: string;
}

const FIELDS = ['enabled', 'host', 'port', 'username', 'password', 'from_email', 'from_name'] as const;

const fieldsOf = (s: GeneralSettings): SmtpFields => ({
  enabled: s.smtp.enabled,
  host: s.smtp.host ?? '',
  port: s.smtp.port === null ? '' : String(s.smtp.port),
  username: s.smtp.username ?? '',
  password: '',
  from_email: s.smtp.from_email ?? '',
  from_name: s.smtp.from_name ?? '',
});

/**
 * What the API is sent. The password is write-only: left empty it is not sent, and the saved one
 * stays. Host, user name and sender name are sent even when emptied, so they can be cleared; port
 * and sender address only when given (an empty one is not a port or an address).
 */
const toBody = (v: SmtpFields) => ({
  enabled: v.enabled,
  host: v.host.trim(),
  port: given(v.port),
  username: v.username.trim(),
  password: v.password === '' ? undefined : v.password,
  from_email: given(v.from_email),
  from_name: v.from_name.trim(),
});

/**
 * Custom SMTP: the agency's (or the platform's) own mail server for what it sends, with a test
 * e-mail through the saved settings (the server's refusal is shown as it answered).
 */
export function SmtpSection({ companyId, settings, canSave, stepRef, userEmail = '' }: SectionProps & { userEmail?: string }) {
  const update = useUpdateGeneralSettings(companyId);
  const values = useMemo(() => fieldsOf(settings), [settings]);
  const form = useForm<SmtpFields>({ values, resetOptions: { keepDirtyValues: true }, resolver: bodyResolver(smtpInputSchema, toBody) });
  // isDirty is read while rendering so the form keeps it current for the guide's check.
  const { errors, isDirty } = form.formState;
  const enabled = useWatch({ control: form.control, name: 'enabled' });

  const save = useSectionSave(form, 'smtp', FIELDS, async (v) => {
    const answer = await update.mutateAsync({ smtp: smtpInputSchema.parse(toBody(v)) });
    form.resetField('password');
    return answer.message;
  });
  useImperativeHandle(stepRef, () => ({ check: () => (isDirty ? save.run() : form.trigger()) }), [form, isDirty, save]);
  // Something of a custom server is saved: it can be forgotten, back to the platform's server.
  const saved = settings.smtp.enabled || settings.smtp.host !== null || settings.smtp.has_password;
  const forget = () =>
    update.mutate(
      { smtp: null },
      {
        onSuccess: (answer) => {
          form.reset(fieldsOf({ ...settings, smtp: { enabled: false, host: null, port: null, username: null, has_password: false, from_email: null, from_name: null } }));
          notify('success', answer.message);
        },
        onError: (error) => notify('error', messageOf(error)),
      },
    );

  const fields = (
    <Stack gap="md">
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch
            label="Send e-mail through my own SMTP server"
            description="Off: e-mail goes through the platform's server."
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.enabled?.message}
          />
        )}
      />
      {saved && canSave && !stepRef ? (
        <Group>
          <Button variant="subtle" color="red" size="compact-sm" onClick={forget} loading={update.isPending && update.variables.smtp === null}>
            Forget my SMTP server (use the platform&apos;s)
          </Button>
        </Group>
      ) : null}
      <Collapse expanded={enabled} keepMountedMode="display-none">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Host" placeholder="smtp.example.com" autoComplete="off" spellCheck={false} {...form.register('host')} error={errors.host?.message} />
          <TextInput label="Port" placeholder="587" inputMode="numeric" autoComplete="off" {...form.register('port')} error={errors.port?.message} />
          <TextInput label="Username" autoComplete="off" spellCheck={false} {...form.register('username')} error={errors.username?.message} />
          <PasswordInput
            label="Password"
            description={settings.smtp.has_password ? 'Saved. Leave empty to keep it.' : 'Not set.'}
            autoComplete="new-password"
            {...form.register('password')}
            error={errors.password?.message}
          />
          <TextInput label="From e-mail" type="email" placeholder="hello@youragency.com" autoComplete="off" {...form.register('from_email')} error={errors.from_email?.message} />
          <TextInput label="From name" autoComplete="off" {...form.register('from_name')} error={errors.from_name?.message} />
        </SimpleGrid>
      </Collapse>
    </Stack>
  );

  if (stepRef) return <StepFrame failure={save.failure}>{fields}</StepFrame>;
  return (
    <SettingsSection
      title="Custom SMTP"
      description="The mail server your e-mails go out through."
      onSubmit={save.onSubmit}
      failure={save.failure}
      canSave={canSave}
      saving={save.saving}
      after={
        <>
          <Divider />
          <TestEmailForm companyId={companyId} defaultTo={userEmail} />
        </>
      }
    >
      {fields}
    </SettingsSection>
  );
}
