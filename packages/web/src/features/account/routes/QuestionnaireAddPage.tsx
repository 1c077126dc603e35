import { Card, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { useQuestionnaire } from '../api/get-questionnaire';
import { Loading } from '../components/Loading';
import { QuestionnaireForm } from '../components/QuestionnaireForm';

/** /user/questionnaire-add: answer the questionnaire, or change the answers saved before. */
export function QuestionnaireAddPage() {
  useDocumentTitle('Questionnaire');
  const query = useQuestionnaire();
  const saved = query.data?.questionnaire ?? null;
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Title order={1} fz="h2">
          {saved ? 'Edit the questionnaire' : 'Questionnaire'}
        </Title>
        <Text c="dimmed" size="sm">
          Tell us about your agency, so we can set the platform up around your clients and your leads.
        </Text>
      </div>
      <Loading query={query} label="questionnaire">
        {(answer) => (
          <Card withBorder padding="lg">
            <QuestionnaireForm saved={answer.questionnaire} onSaved={() => void navigate('/user/questionnaire')} />
          </Card>
        )}
      </Loading>
    </Stack>
  );
}
