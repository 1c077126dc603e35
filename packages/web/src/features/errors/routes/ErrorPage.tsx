import { Button, Text } from '@mantine/core';
import { StatusPage } from '../../../components/StatusPage';

/** Wording from the spec's error catalogue (seed 000 §8). Retry reloads, which also refetches code. */
export function ErrorPage({ fullHeight = true }: { fullHeight?: boolean }) {
  return (
    <StatusPage
      title="Something Went Wrong"
      fullHeight={fullHeight}
      action={<Button onClick={() => window.location.reload()}>Retry</Button>}
    >
      <Text>We're sorry, an error occurred while loading the page</Text>
      <Text c="dimmed">Please try again later or contact the administrator.</Text>
    </StatusPage>
  );
}
