import { Card, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { ProfileForm } from '../components/ProfileForm';

/** Profile (/user/profile): the signed-in user's own details, both parts saved together. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const user = useCurrentUser();
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} fz="h2">
          Profile
        </Title>
        <Text c="dimmed" size="sm">
          Your name, how to reach you, and your business address.
        </Text>
      </div>
      <Card withBorder padding="lg">
        <ProfileForm user={user} part="all" />
      </Card>
    </Stack>
  );
}
