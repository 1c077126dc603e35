import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { cardErrors, formatCardNumber, parseExpiry, type CardErrors, type CardFields } from '../card-rules';
import type { LocalCard } from '../api/local-gateway';

/**
 * The embedded runtime's card form, standing in for Stripe Elements: the same four fields, and the
 * card goes to the local gateway only (CardEntry confirms the SetupIntent with it).
 */
export function LocalCardForm({ busy, submitLabel, onSubmit }: { busy: boolean; submitLabel: string; onSubmit: (card: LocalCard) => void }) {
  const [v, setV] = useState<CardFields>({ number: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const set = (k: keyof CardFields) => (e: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [k]: k === 'number' ? formatCardNumber(e.currentTarget.value) : e.currentTarget.value });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = cardErrors(v);
        setErrors(found);
        const expiry = parseExpiry(v.expiry);
        if (Object.keys(found).length || !expiry) return;
        onSubmit({ number: v.number, expMonth: expiry.month, expYear: expiry.year, cvc: v.cvc.trim(), name: v.name.trim() });
      }}
    >
      <Stack gap="md">
        <TextInput label="Card number" withAsterisk inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" value={v.number} onChange={set('number')} error={errors.number} />
        <SimpleGrid cols={2} spacing="md">
          <TextInput label="Expiry" withAsterisk autoComplete="cc-exp" placeholder="MM / YY" value={v.expiry} onChange={set('expiry')} error={errors.expiry} />
          <TextInput label="CVC" withAsterisk inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={v.cvc} onChange={set('cvc')} error={errors.cvc} />
        </SimpleGrid>
        <TextInput label="Name on card" withAsterisk autoComplete="cc-name" value={v.name} onChange={set('name')} error={errors.name} />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
