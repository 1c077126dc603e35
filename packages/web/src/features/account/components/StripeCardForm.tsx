import { Button, Input, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';

/** What CardEntry hands over: confirm the SetupIntent with Stripe, answering its id or Stripe's message. */
export type StripeConfirm = (clientSecret: string) => Promise<{ setupIntentId: string } | { message: string }>;

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let s = stripes.get(key);
  if (!s) stripes.set(key, (s = loadStripe(key)));
  return s;
};

const ELEMENT = { style: { base: { fontSize: '16px' } } };

/**
 * Production card entry: Stripe Elements (the card never touches this app's code), confirming the
 * SetupIntent with Stripe.js, which also runs 3-D Secure in its own frame.
 */
export function StripeCardForm(props: { publishableKey: string; busy: boolean; submitLabel: string; onSubmit: (confirm: StripeConfirm) => void }) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)}>
      <Fields {...props} />
    </Elements>
  );
}

function Fields({ busy, submitLabel, onSubmit }: { busy: boolean; submitLabel: string; onSubmit: (confirm: StripeConfirm) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

  const confirm: StripeConfirm = async (clientSecret) => {
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card) return { message: 'The card form is still loading. Please try again.' };
    const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card, billing_details: { name } } });
    if (result.error) return { message: result.error.message ?? 'Your card was declined.' };
    return { setupIntentId: result.setupIntent.id };
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim() === '') return setNameError('Enter the name on the card');
        setNameError(undefined);
        onSubmit(confirm);
      }}
    >
      <Stack gap="md">
        <Input.Wrapper label="Card number" withAsterisk>
          <Input component="div" pt={10}>
            <CardNumberElement options={ELEMENT} />
          </Input>
        </Input.Wrapper>
        <SimpleGrid cols={2} spacing="md">
          <Input.Wrapper label="Expiry" withAsterisk>
            <Input component="div" pt={10}>
              <CardExpiryElement options={ELEMENT} />
            </Input>
          </Input.Wrapper>
          <Input.Wrapper label="CVC" withAsterisk>
            <Input component="div" pt={10}>
              <CardCvcElement options={ELEMENT} />
            </Input>
          </Input.Wrapper>
        </SimpleGrid>
        <TextInput label="Name on card" withAsterisk autoComplete="cc-name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={nameError} />
        <Button type="submit" loading={busy} disabled={!stripe} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
