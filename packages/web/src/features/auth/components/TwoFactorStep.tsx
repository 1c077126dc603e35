import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { verifyLoginRequestSchema, type LoginChallenge, type UserData } from '@platform/core/contracts';
import { isApiError } from '../../../lib/api/errors';
import { useResendCode } from '../api/resend-code';
import { useVerifyLogin } from '../api/verify-login';
import { messageOf, placeServerErrors } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { FormAlert } from './FormAlert';

/**
 * The second sign-in step: the 6-digit code from the e-mail or the authenticator app. A step that
 * has expired or seen too many wrong codes (401, 429) sends the user back to the password step
 * with the server's message.
 */
export function TwoFactorStep({
  challenge,
  email,
  onSignedIn,
  onRestart,
}: {
  challenge: LoginChallenge;
  email: string;
  onSignedIn: (user: UserData) => void;
  onRestart: (message: string | null) => void;
}) {
  const verify = useVerifyLogin();
  const resend = useResendCode();
  const form = useSchemaForm(verifyLoginRequestSchema, { email, code: '', otp_token: challenge.otp_token });

  const restartOn = (error: unknown) => {
    if (isApiError(error) && (error.status === 401 || error.status === 429)) {
      onRestart(error.message);
      return true;
    }
    return false;
  };

  const submit = form.handleSubmit((values) => {
    resend.reset();
    verify.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (restartOn(error)) return;
        const rest = placeServerErrors(error, form.setError, ['code']);
        if (rest) form.setError('code', { type: 'server', message: rest });
      },
    });
  });

  const askAgain = () => {
    resend.mutate(challenge.otp_token, {
      onError: (error) => {
        if (isApiError(error) && error.status === 401) onRestart(error.message);
      },
    });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Two-factor sign-in">
      <Stack gap="md">
        <Text size="sm">{challenge.message}</Text>
        {resend.isSuccess ? <FormAlert kind="success">{resend.data.message}</FormAlert> : null}
        {resend.isError ? <FormAlert kind="error">{messageOf(resend.error)}</FormAlert> : null}
        <TextInput
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          data-autofocus
          autoFocus
          {...form.register('code')}
          error={form.errors.code?.message}
        />
        <Button type="submit" fullWidth loading={verify.isPending}>
          Verify
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={() => onRestart(null)}>
            Back to sign in
          </Anchor>
          {challenge.two_factor_auth_type === 'email' ? (
            <Button variant="subtle" size="compact-sm" onClick={askAgain} loading={resend.isPending}>
              Resend code
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
