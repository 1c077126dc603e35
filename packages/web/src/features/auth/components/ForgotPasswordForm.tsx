import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '@platform/core/contracts';
import { useForgotPassword } from '../api/forgot-password';
import { placeServerErrors } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { FormAlert } from './FormAlert';

/**
 * Asks for a reset link by e-mail. The answer is the same whether or not the address has an
 * account, so it is shown as it comes; a failure shows the server's message or the fallback.
 */
export function ForgotPasswordForm() {
  const request = useForgotPassword();
  const form = useSchemaForm(forgotPasswordSchema, { email: '', domainName: window.location.hostname });
  const { errors } = form;
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    request.mutate(values, {
      // Field messages go onto the field; anything else is shown above the form.
      onError: (error) => setFailure(placeServerErrors(error, form.setError, ['email'])),
    });
  });

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <FormAlert kind="success" title="Check your e-mail">
          {request.data.message}
        </FormAlert>
        <Anchor component={Link} to="/login" size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    );
  }

  const email = form.register('email');
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Forgot password">
      <Stack gap="md">
        <Text size="sm">Enter the e-mail address of your account and we will send you a link to set a new password.</Text>
        {failure ? <FormAlert kind="error">{failure}</FormAlert> : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          {...email}
          onChange={(e) => {
            e.currentTarget.value = e.currentTarget.value.toLowerCase();
            void email.onChange(e);
          }}
          error={errors.email?.message}
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          Send reset link
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
