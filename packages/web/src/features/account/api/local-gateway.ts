/**
 * The local gateway's stand-in for Stripe.js (embedded runtime only): the browser confirms the
 * SetupIntent with the gateway itself, with the publishable key and the intent's client secret, as
 * Stripe.js does with api.stripe.com. The card number goes to the gateway, never to the platform API.
 */
export interface LocalCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export type ConfirmResult =
  | { kind: 'succeeded'; setupIntentId: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'failed'; message: string };

interface GatewayIntent {
  id: string;
  status: string;
  next_action?: { type: string; redirect_to_url?: { url: string } } | null;
  last_setup_error?: { message?: string } | null;
}

export async function confirmWithLocalGateway(gatewayUrl: string, publishableKey: string, clientSecret: string, card: LocalCard, returnUrl: string): Promise<ConfirmResult> {
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  // The key as a form field, as Stripe.js sends it: a "simple" request, with no CORS preflight.
  const body = new URLSearchParams({
    key: publishableKey,
    client_secret: clientSecret,
    return_url: returnUrl,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number.replace(/\s+/g, ''),
    'payment_method_data[card][exp_month]': String(card.expMonth),
    'payment_method_data[card][exp_year]': String(card.expYear),
    'payment_method_data[card][cvc]': card.cvc,
    'payment_method_data[billing_details][name]': card.name,
  });
  let response: Response;
  try {
    response = await fetch(`${gatewayUrl}/v1/setup_intents/${encodeURIComponent(intentId)}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
  } catch {
    return { kind: 'failed', message: 'The card could not be checked. Please try again.' };
  }
  const answer = (await response.json().catch(() => ({}))) as GatewayIntent & { error?: { message?: string } };
  if (!response.ok) return { kind: 'failed', message: answer.error?.message ?? 'Your card was declined.' };
  if (answer.status === 'succeeded') return { kind: 'succeeded', setupIntentId: answer.id };
  const url = answer.next_action?.redirect_to_url?.url;
  if (answer.status === 'requires_action' && url) return { kind: 'redirect', url };
  return { kind: 'failed', message: answer.last_setup_error?.message ?? 'Your card was declined.' };
}
