import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { loginRequestSchema, type UserData } from '@platform/core/contracts';
import { isApiError } from '../../../lib/api/errors';
import { useLogin } from '../api/login';

type Field = 'username' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

const FALLBACK = 'Something went wrong. Please try again later.';

/** E-mail and password for this host's platform; the server's message is shown as it is. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: UserData) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const signIn = useLogin();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ username: email, password, domainName: window.location.hostname });
    if (!parsed.success) {
      setFieldErrors(firstMessages(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setFieldErrors({});
    signIn.mutate(parsed.data, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (isApiError(error)) {
          setFieldErrors(firstMessages(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
        }
      },
    });
  };

  const failure = signIn.error ? (isApiError(signIn.error) ? signIn.error.message : FALLBACK) : null;

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Unable to sign in">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value.toLowerCase())}
          error={fieldErrors.username}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={fieldErrors.password}
        />
        <Button type="submit" fullWidth loading={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}

function firstMessages(entries: [string, string][]): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of entries) {
    if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = message;
  }
  return errors;
}
