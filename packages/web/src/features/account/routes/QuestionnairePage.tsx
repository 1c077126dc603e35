import { Button, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BUSINESS_TYPES, CLIENT_COUNTS, LEAD_DELIVERY, LEAD_VOLUMES, NICHES, TEAM_SIZES, YEARS_IN_BUSINESS } from '@platform/core/contracts';
import { useFormatters } from '../../../lib/format/use-formatters';
import { useQuestionnaire } from '../api/get-questionnaire';
import { Loading } from '../components/Loading';

/** /user/questionnaire: the agency's saved answers, or an invitation to answer. */
export function QuestionnairePage() {
  useDocumentTitle('Questionnaire');
  const query = useQuestionnaire();
  const { dateTime } = useFormatters();
  const q = query.data?.questionnaire ?? null;
  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} fz="h2">
            Questionnaire
          </Title>
          <Text c="dimmed" size="sm">
            About your agency: your business, your niches, your clients and how leads reach you.
          </Text>
        </div>
        {q ? (
          <Button component={Link} to="/user/questionnaire-add" variant="light">
            Edit answers
          </Button>
        ) : null}
      </Group>
      <Loading query={query} label="questionnaire">
        {(answer) => q ? (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Group gap="xs">
              <Text fw={700}>Answered</Text>
              {answer.updated_at ? (
                <Text size="sm" c="dimmed">
                  Last saved {dateTime(answer.updated_at)}
                  {answer.updated_by ? ` by ${answer.updated_by}` : ''}
                </Text>
              ) : null}
            </Group>
            <Table variant="vertical" layout="fixed" withTableBorder>
              <Table.Tbody>
                <Row label="Kind of business" value={BUSINESS_TYPES[q.business_type]} />
                <Row label="Website" value={q.website || '—'} />
                <Row label="Years in business" value={YEARS_IN_BUSINESS[q.years_in_business]} />
                <Row label="Team size" value={TEAM_SIZES[q.team_size]} />
                <Row label="Niches" value={<List size="sm">{q.niches.map((n) => <List.Item key={n}>{n === 'other' ? `Other: ${q.other_niche}` : NICHES[n]}</List.Item>)}</List>} />
                <Row label="Clients today" value={CLIENT_COUNTS[q.current_clients]} />
                <Row label="Clients expected within a year" value={CLIENT_COUNTS[q.expected_clients]} />
                <Row label="Leads expected each month" value={LEAD_VOLUMES[q.monthly_lead_volume]} />
                <Row label="Lead delivery" value={<List size="sm">{q.lead_delivery.map((d) => <List.Item key={d}>{LEAD_DELIVERY[d]}</List.Item>)}</List>} />
                <Row label="CRM" value={q.crm_name || '—'} />
                <Row label="Goals" value={q.goals || '—'} />
              </Table.Tbody>
            </Table>
          </Stack>
        </Card>
      ) : (
        <Card withBorder padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text>You have not answered the questionnaire yet. It takes about two minutes.</Text>
            <Button component={Link} to="/user/questionnaire-add">
              Answer the questionnaire
            </Button>
          </Stack>
        </Card>
      )}
      </Loading>
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={260}>{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}
