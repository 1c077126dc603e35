import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
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
      {/* The agency questionnaire is for an agency's and the platform's staff (not clients; sales have no Profile). */}
      {user.user_type !== 'client' ? (
        <Text size="sm">
          {user.questionnaire_setup_completed === 'T' ? 'You have answered the agency questionnaire. ' : 'Tell us about your agency: '}
          <Anchor component={Link} to="/user/questionnaire">
            {user.questionnaire_setup_completed === 'T' ? 'See your answers' : 'Answer the questionnaire'}
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}
