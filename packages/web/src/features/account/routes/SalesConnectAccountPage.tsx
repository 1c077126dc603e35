import { Card, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { ConnectAccount } from '../../../components/payments/ConnectAccount';

/** Sales Connect Account (/configuration/sales-connect-account, sales only): the account commissions are paid to. */
export function SalesConnectAccountPage() {
  useDocumentTitle('Sales Connect Account');
  const user = useCurrentUser();
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} fz="h2">
          Sales Connect Account
        </Title>
        <Text c="dimmed" size="sm">
          Your commissions are paid to your own Stripe account.
        </Text>
      </div>
      <Card withBorder padding="lg">
        <ConnectAccount who="sales" id={user.id} returnPage="sales-connect-account" />
      </Card>
    </Stack>
  );
}
