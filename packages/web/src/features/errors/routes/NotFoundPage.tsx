import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/StatusPage';

export function NotFoundPage({ fullHeight = true }: { fullHeight?: boolean }) {
  return (
    <StatusPage
      code="404"
      title="Page not found"
      fullHeight={fullHeight}
      action={
        <Button component={Link} to="/">
          Go to Homepage
        </Button>
      }
    >
      <Text>The page you are looking for doesn't exist or has been moved.</Text>
    </StatusPage>
  );
}
