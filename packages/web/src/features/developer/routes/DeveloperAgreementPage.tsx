import { Container, Paper } from '@mantine/core';
import { DeveloperAgreementText } from '../components/DeveloperAgreementText';

/** /marketing-services-agreement-developer: the agreement, public, as the API KEY dialog shows it. */
export function DeveloperAgreementPage() {
  return (
    <Container size="md" py="xl">
      <Paper withBorder p="xl" radius="md">
        <DeveloperAgreementText headingOrder={1} />
      </Paper>
    </Container>
  );
}
