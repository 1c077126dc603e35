import { Button, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { IntegrationType } from '@platform/core/contracts';
import { FormFailure } from '../../../components/dialogs/FormFailure';
import { messageOf } from '../../../lib/forms/server-errors';
import { useOAuthUrl } from '../api/integrations';

/**
 * Connect through the provider's consent page: the API answers where to go, the browser goes there,
 * and the provider sends it back to this integration's page (`?connected=1` or `?error=`).
 */
export function OAuthConnect({ company, type, label, reconnect }: { company: string; type: IntegrationType; label: string; reconnect?: boolean }) {
  const authUrl = useOAuthUrl(company);
  const go = () => authUrl.mutate(type, { onSuccess: ({ url }) => window.location.assign(url) });
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        You will sign in to {label} and allow access; {label} then sends you back here.
      </Text>
      <FormFailure message={authUrl.isError ? messageOf(authUrl.error) : null} />
      <Button onClick={go} loading={authUrl.isPending || authUrl.isSuccess} rightSection={<IconExternalLink size={16} aria-hidden />}>
        {reconnect ? `Reconnect ${label}` : `Connect with ${label}`}
      </Button>
    </Stack>
  );
}
