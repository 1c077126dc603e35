import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { messageOf } from '../forms';
import { useCreateReferral, useReferral } from '../api/referral';

/**
 * The agency's referral link (/agency-register/{code}): an agency that registers through it is
 * tied to this one. Copy it; Create one when there is none (the owner and administrators may).
 */
export function ReferralLinkSection({ companyId, canCreate }: { companyId: string; canCreate: boolean }) {
  const headingId = useId();
  const referral = useReferral(companyId);
  const create = useCreateReferral(companyId);
  const link = referral.data?.link ?? null;
  return (
    <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={headingId}>
          Referral link
        </Title>
        <Text size="sm" c="dimmed">
          Share it with other agencies: one that registers through it is recorded as referred by you.
        </Text>
        {referral.isError ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(referral.error)}
          </Alert>
        ) : null}
        {create.isError ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(create.error)}
          </Alert>
        ) : null}
        {link ? (
          <Group align="flex-end" wrap="nowrap">
            <TextInput label="Your referral link" value={link} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={link}>{({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? 'Copied' : 'Copy'}</Button>}</CopyButton>
          </Group>
        ) : referral.isSuccess ? (
          canCreate ? (
            <Group>
              <Button onClick={() => create.mutate()} loading={create.isPending}>
                Create referral link
              </Button>
            </Group>
          ) : (
            <Text size="sm">Your agency has no referral link yet. Its owner or an administrator can create one.</Text>
          )
        ) : null}
      </Stack>
    </Paper>
  );
}
