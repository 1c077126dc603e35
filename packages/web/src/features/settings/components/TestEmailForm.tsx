import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { testEmailSchema } from '@platform/core/contracts';
import { useSendTestEmail } from '../api/send-test-email';
import { placeSectionErrors } from '../forms';

type Outcome = { kind: 'sent' | 'failed'; message: string } | null;

/** "Send test e-mail" through the saved settings: the API answers that it was sent, or the SMTP server's error. */
export function TestEmailForm({ companyId, defaultTo }: { companyId: string; defaultTo: string }) {
  const send = useSendTestEmail(companyId);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm({ resolver: zodResolver(testEmailSchema), defaultValues: { to: defaultTo } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setOutcome(null);
    send.mutate(values.to, {
      onSuccess: (answer) => setOutcome({ kind: 'sent', message: answer.message }),
      onError: (error) => {
        const message = placeSectionErrors(error, form.setError, 'test-email', ['to']);
        if (message) setOutcome({ kind: 'failed', message });
      },
    });
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Test e-mail">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Sends a short message through the saved settings: save your changes first.
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput label="Send a test e-mail to" type="email" autoComplete="email" style={{ flex: '1 1 16rem' }} {...form.register('to')} error={errors.to?.message} />
          <Button type="submit" variant="default" loading={send.isPending} mt={{ base: 0, xs: 25 }}>
            Send test e-mail
          </Button>
        </Group>
        {outcome ? (
          <Alert
            color={outcome.kind === 'sent' ? 'green' : 'red'}
            variant="light"
            icon={outcome.kind === 'sent' ? <IconCircleCheck size={18} /> : <IconAlertCircle size={18} />}
            role={outcome.kind === 'sent' ? 'status' : 'alert'}
          >
            {outcome.message}
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}
