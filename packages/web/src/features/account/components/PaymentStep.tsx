import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useCard } from '../api/card';
import { maskedCard } from '../card-rules';
import { CardEntry } from './CardEntry';

/** Profile Setup's payment step: the card on file, or the card form. */
export function PaymentStep({ missing }: { missing: boolean }) {
  const card = useCard();
  const [replacing, setReplacing] = useState(false);
  const saved = card.data?.card;
  return (
    <Stack gap="md">
      <Text size="sm">Your card is charged for what you use on the platform. It is kept by our payment provider, never by us.</Text>
      {missing && !saved ? (
        <Alert color="yellow" role="alert">
          Save a card to continue.
        </Alert>
      ) : null}
      {saved && !replacing ? (
        <Group gap="sm">
          <IconCreditCard size={24} aria-hidden />
          <Text fw={600} data-testid="current-card">
            {maskedCard(saved.last4)}
          </Text>
          <Button variant="subtle" onClick={() => setReplacing(true)}>
            Replace card
          </Button>
        </Group>
      ) : (
        <CardEntry
          submitLabel="Save card"
          onSaved={(answer) => {
            notify('success', answer.message);
            setReplacing(false);
          }}
        />
      )}
    </Stack>
  );
}
