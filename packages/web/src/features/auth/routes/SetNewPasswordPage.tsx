import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, redirect, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { resetPasswordSchema } from '@platform/core/contracts';
import { useResetPassword, verifyResetToken } from '../api/reset-password';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';
import { placeServerErrors } from '../../../lib/forms/server-errors';

const invalidLink = (reason: string) => redirect(`/reset-password-invalid?reason=${reason}`);

/**
 * Before the page opens, the link is checked (docs/product.md, Sign-in and sessions): a valid one opens the
 * form; otherwise the invalid-link page says why, and a check that fails counts as an invalid link.
 */
export async function setNewPasswordLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const token = params.token ?? '';
  const email = new URL(request.url).searchParams.get('email') ?? '';
  if (!token || !email) throw invalidLink('invalid');
  let answer;
  try {
    answer = await verifyResetToken({ token, email }, request.signal);
  } catch {
    throw invalidLink('invalid');
  }
  if (!answer.valid) throw invalidLink(answer.reason ?? 'invalid');
  return null;
}

/** /set-new-password/{token}?email=: the new password, twice (12 to 128 characters). */
export function SetNewPasswordPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, email: params.get('email') ?? '', password: '', password_confirmation: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    reset.mutate(values, {
      // A link that stopped working meanwhile (used, expired) comes back as a message, not a field.
      onError: (error) => setFailure(placeServerErrors(error, form.setError, ['password', 'password_confirmation'])),
    });
  });

  if (reset.isSuccess) {
    return (
      <AuthLayout heading="Set a new password">
        <FormAlert kind="success" title="Password changed">
          {reset.data.message}
        </FormAlert>
        <Button component={Link} to="/login" fullWidth>
          Go to sign in
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout heading="Set a new password">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Set a new password">
        <Stack gap="md">
          <Text size="sm">
            Choose a new password for <b>{params.get('email')}</b>.
          </Text>
          {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
          <PasswordInput
            label="New password"
            description="At least 12 characters."
            autoComplete="new-password"
            required
            {...form.register('password')}
            error={errors.password?.message}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.register('password_confirmation')}
            error={errors.password_confirmation?.message}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            Set new password
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
