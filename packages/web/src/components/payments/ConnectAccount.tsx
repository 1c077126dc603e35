import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CONNECT_QUERY, connectNotice, type ConnectReturnPage, type ConnectedAccountStatusValue } from '@platform/core/contracts';
import { shownMessageOf } from '../../lib/forms/shown-error';
import { notify } from '../../lib/notify';
import { SESSION_SCOPE } from '../../lib/query/keys';
import { agencyConnectLink, existingConnectLink, resetConnection, salesConnectLink } from '../../lib/payments/connect-link';
import { useConnectedAccount } from '../../lib/payments/connected-account';

const STATUS_LABEL: Record<ConnectedAccountStatusValue, string> = {
  '': 'Not connected',
  pending: 'Pending',
  inverification: 'In verification',
  completed: 'Connected',
  failed: 'Failed',
};

/**
 * A Stripe Connect (Express) account: its state in the words of docs/product.md, Messages, and the way to
 * Stripe's onboarding (a single-use link; an expired one comes back with ?connect=refresh and is replaced).
 * Back from onboarding (?connect=return) the state and the user's flags are read again, so the "Action
 * Required" banner follows at once.
 */
export function ConnectAccount({ who, id, returnPage }: { who: 'agency' | 'sales'; id: string; returnPage: ConnectReturnPage }) {
  const account = useConnectedAccount(id);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const arrived = useRef(false);

  const go = async (link: () => Promise<{ url: string }>) => {
    setFailure(null);
    setBusy(true);
    try {
      window.location.assign((await link()).url);
    } catch (e) {
      setFailure(shownMessageOf(e));
      setBusy(false);
    }
  };
  const connect = () => go(() => (who === 'sales' ? salesConnectLink() : agencyConnectLink(id, returnPage)));

  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const q = new URLSearchParams(window.location.search).get(CONNECT_QUERY.key);
    if (!q) return;
    window.history.replaceState(null, '', window.location.pathname);
    if (q === CONNECT_QUERY.refresh) void go(() => (who === 'sales' ? salesConnectLink() : existingConnectLink(id, returnPage)));
    else void queryClient.invalidateQueries({ queryKey: [SESSION_SCOPE] });
    // Once, on arrival.
  }, []);

  const reset = async () => {
    setFailure(null);
    setBusy(true);
    try {
      notify('success', (await resetConnection(id, who)).message);
      await queryClient.invalidateQueries({ queryKey: [SESSION_SCOPE] });
    } catch (e) {
      setFailure(shownMessageOf(e));
    } finally {
      setBusy(false);
    }
  };

  if (account.isPending) return <Text size="sm">Checking your Stripe account…</Text>;
  if (account.isError) {
    return (
      <Alert color="red" role="alert" title="Your Stripe account could not be checked">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{shownMessageOf(account.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void account.refetch()}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  const status = account.data.status;
  const notice = connectNotice(who, status);
  const shown = STATUS_LABEL[status];

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text fw={500}>Stripe account:</Text>
        <Text fw={700} data-testid="connect-status">
          {shown}
        </Text>
      </Group>
      {notice ? (
        <Alert color={status === 'failed' ? 'red' : 'yellow'} role="status">
          {notice}
        </Alert>
      ) : (
        <Text size="sm">Charges and payouts are enabled on your connected account.</Text>
      )}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group>
        {status === '' ? (
          <Button onClick={() => void connect()} loading={busy}>
            Connect your Stripe account
          </Button>
        ) : null}
        {status === 'pending' || (status === 'completed' && !(account.data.charges_enabled && account.data.payouts_enabled)) ? (
          <Button onClick={() => void connect()} loading={busy}>
            {status === 'pending' ? 'Continue on Stripe' : 'Update your Stripe account'}
          </Button>
        ) : null}
        {status === 'failed' ? (
          <Button color="red" variant="light" onClick={() => void reset()} loading={busy}>
            Reset the connection
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
