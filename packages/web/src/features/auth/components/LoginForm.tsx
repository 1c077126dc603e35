import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { loginRequestSchema } from '@platform/core/contracts';
import { useLogin, type SignInOutcome } from '../api/login';
import { messageOf, placeServerErrors } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { FormAlert } from './FormAlert';

/**
 * E-mail and password for this host's platform. The server's message is shown as it is (wrong
 * credentials, too many attempts); with two-factor on, the caller is handed the challenge.
 */
export function LoginForm({ onOutcome, notice }: { onOutcome: (outcome: SignInOutcome) => void; notice?: string | null }) {
  const signIn = useLogin();
  const form = useSchemaForm(loginRequestSchema, { username: '', password: '', domainName: window.location.hostname });
  const { errors } = form;

  const submit = form.handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: onOutcome,
      onError: (error) => placeServerErrors(error, form.setError, ['username', 'password']),
    });
  });

  const email = form.register('username');
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Sign in">
      <Stack gap="md">
        {signIn.error ? (
          <FormAlert kind="error" title="Unable to sign in">
            {messageOf(signIn.error)}
          </FormAlert>
        ) : notice ? (
          <FormAlert kind="error" title="Please sign in again">
            {notice}
          </FormAlert>
        ) : null}
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
          error={errors.username?.message}
        />
        <PasswordInput label="Password" autoComplete="current-password" required {...form.register('password')} error={errors.password?.message} />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/login?forgot=1" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
