import { Text } from '@mantine/core';
import { StatusPage } from '../../../components/StatusPage';

/** Shown instead of the app when no tenant claims this host name. */
export function DomainNotRegisteredPage({ host }: { host: string }) {
  return (
    <StatusPage title="This domain is not registered">
      <Text>
        <Text span fw={600}>
          {host}
        </Text>{' '}
        is not set up on this platform.
      </Text>
      <Text c="dimmed">Check the address, or contact the company that gave it to you.</Text>
    </StatusPage>
  );
}
