import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CardState } from '@platform/core/contracts';
import { domainInfoQueryOptions } from '../../../lib/branding/domain-info-query';
import { shownMessageOf } from '../../../lib/forms/shown-error';
import { createSetupIntent } from '../api/setup-intent';
import { confirmWithLocalGateway, type LocalCard } from '../api/local-gateway';
import { useSaveCard } from '../api/card';
import { returnUrlOf, setupIntentReturn } from '../card-rules';
import { LocalCardForm } from './LocalCardForm';
import type { StripeConfirm } from './StripeCardForm';

// Stripe.js and Elements load only where a card is entered in production.
const StripeCardForm = lazy(() => import('./StripeCardForm').then((m) => ({ default: m.StripeCardForm })));

/**
 * Saving a card: a SetupIntent from the API, confirmed by the browser with the gateway (Stripe
 * Elements in production, the local gateway's form in the embedded runtime, chosen by domain info),
 * then PUT /payment/card names the SetupIntent and the API checks it with the gateway. A card that
 * needs authentication goes to the gateway's page and comes back here to finish.
 */
export function CardEntry({ submitLabel, onSaved }: { submitLabel: string; onSaved: (state: CardState & { message: string }) => void }) {
  const domain = useQuery(domainInfoQueryOptions(window.location.hostname)).data;
  const save = useSaveCard();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const returned = useRef(false);

  const finish = async (setupIntentId: string) => {
    const answer = await save.mutateAsync({ setupIntentId });
    onSaved(answer);
  };

  // Back from the authentication page: the API verifies the SetupIntent with the gateway either way.
  useEffect(() => {
    const back = setupIntentReturn(window.location.search);
    if (!back || returned.current) return;
    returned.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    setBusy(true);
    finish(back.setupIntentId)
      .catch((e: unknown) => setFailure(back.succeeded ? shownMessageOf(e) : 'The card was not authenticated. Please try again or use another card.'))
      .finally(() => setBusy(false));
    // Once, on arrival.
  }, []);

  const run = async (confirm: (clientSecret: string) => Promise<{ setupIntentId: string } | { message: string } | { redirect: string }>) => {
    setFailure(null);
    setBusy(true);
    try {
      const intent = await createSetupIntent();
      const result = await confirm(intent.client_secret);
      if ('redirect' in result) return window.location.assign(result.redirect);
      if ('message' in result) return setFailure(result.message);
      await finish(result.setupIntentId);
    } catch (e) {
      setFailure(shownMessageOf(e));
    } finally {
      setBusy(false);
    }
  };

  if (!domain) return <Loader size="sm" aria-label="Loading the card form" />;
  const gateway = domain.payment_local_gateway_url;
  const key = domain.payment_public_key;

  const local = (card: LocalCard) =>
    void run(async (clientSecret) => {
      const r = await confirmWithLocalGateway(gateway ?? '', key ?? '', clientSecret, card, returnUrlOf(window.location));
      return r.kind === 'succeeded' ? { setupIntentId: r.setupIntentId } : r.kind === 'redirect' ? { redirect: r.url } : { message: r.message };
    });
  const stripe = (confirm: StripeConfirm) => void run(confirm);

  return (
    <>
      {failure ? (
        <Alert color="red" role="alert" mb="md" title="The card was not saved">
          {failure}
        </Alert>
      ) : null}
      {!key ? (
        <Alert color="yellow">Card payments are not configured on this platform yet.</Alert>
      ) : gateway ? (
        <LocalCardForm busy={busy} submitLabel={submitLabel} onSubmit={local} />
      ) : (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the card form" />}>
          <StripeCardForm publishableKey={key} busy={busy} submitLabel={submitLabel} onSubmit={stripe} />
        </Suspense>
      )}
    </>
  );
}
