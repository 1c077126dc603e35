import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SSO_FAILED_MESSAGE } from '@platform/core/contracts';
import { useSsoSignIn } from '../api/sso';
import { AuthLayout } from '../components/AuthLayout';
import { FormAlert } from '../components/FormAlert';

/**
 * /sso?token=: the single sign-on hand-off. A token works once, so it is sent once (not again on
 * a re-render); a valid one signs the user in and sends them to their landing page.
 */
export function SsoPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const sso = useSsoSignIn();
  const sent = useRef<string | null>(null);
  const { mutate } = sso;

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    // `/` sends the signed-in user on by profile-setup state, user type and module.
    mutate(token, { onSuccess: () => void navigate('/', { replace: true }) });
  }, [token, mutate, navigate]);

  const failed = !token || sso.isError;
  return (
    <AuthLayout heading="Single sign-on">
      {failed ? (
        <>
          <FormAlert kind="error" title="Unable to sign in">
            {SSO_FAILED_MESSAGE}
          </FormAlert>
          <Anchor component={Link} to="/login" size="sm">
            Go to sign in
          </Anchor>
        </>
      ) : (
        <Stack align="center" gap="sm" py="md" role="status">
          <Loader />
          <Text size="sm">Signing you in…</Text>
        </Stack>
      )}
    </AuthLayout>
  );
}
