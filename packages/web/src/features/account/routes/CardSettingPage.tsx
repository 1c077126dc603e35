import { Alert, Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCreditCard } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isAgencyUser, isAdministrator, type BillingMethod } from '@platform/core/contracts';
import { useGuardContext } from '../../../lib/access/guard-context';
import { currentUserQueryOptions } from '../../../lib/auth/get-current-user';
import { shownMessageOf } from '../../../lib/forms/shown-error';
import { notify } from '../../../lib/notify';
import { useSetBillingMethod } from '../api/billing-method';
import { useCard } from '../api/card';
import { useRetryPayment } from '../api/retry-payment';
import { maskedCard } from '../card-rules';
import { CardEntry } from '../components/CardEntry';
import { InvoiceList } from '../components/InvoiceList';
import { Loading } from '../components/Loading';
import { PayoutList } from '../components/PayoutList';
import { SubscriptionCard } from '../components/SubscriptionCard';

/**
 * Card Setting (/user/card-setting): the card on file ("•••• 4242"), replacing it, an agency's
 * billing method, an agency's package (its owner may cancel it), after a failed charge the amount owed with "Retry payment", the company's invoices and an agency's payouts. A client whose
 * payment failed, and an agency outside view mode, are kept here by the entry flow until it is paid.
 */
export function CardSettingPage() {
  useDocumentTitle('Card Setting');
  const ctx = useGuardContext();
  const me = useSuspenseQuery(currentUserQueryOptions()).data;
  const card = useCard();
  const retry = useRetryPayment();
  const method = useSetBillingMethod();
  const [replacing, setReplacing] = useState(false);
  const [retryFailure, setRetryFailure] = useState<string | null>(null);
  const agency = (isAgencyUser(ctx) || isAdministrator(ctx)) && ctx.user.systemuser === 'F';

  const onRetry = () => {
    setRetryFailure(null);
    retry.mutate(undefined, {
      onSuccess: (answer) => (answer.payment_status === 'ok' ? notify('success', answer.message) : setRetryFailure(answer.message)),
      onError: (e) => setRetryFailure(shownMessageOf(e)),
    });
  };

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1} fz="h2">
          Card Setting
        </Title>
        <Text c="dimmed" size="sm">
          The card your charges are made to.
        </Text>
      </div>
      <Loading query={card} label="card" rows={4}>
        {(data) => (
          <>
          {data.payment_status === 'failed' ? (
            <Alert color="red" role="alert" title="Your last payment failed">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  {data.failed_invoices === 1 ? 'One payment is' : `${data.failed_invoices} payments are`} outstanding: ${data.outstanding}. Update your card if
                  needed, then retry the payment.
                </Text>
                {retryFailure ? <Text size="sm">{retryFailure}</Text> : null}
                <Button color="red" onClick={onRetry} loading={retry.isPending} disabled={!data.card}>
                  Retry payment
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Group justify="space-between">
                <Group gap="sm">
                  <IconCreditCard size={28} aria-hidden />
                  {data.card ? (
                    <div>
                      <Text fw={600} data-testid="current-card">
                        {maskedCard(data.card.last4)}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {data.card.brand.toUpperCase()} · expires {String(data.card.exp_month).padStart(2, '0')}/{data.card.exp_year}
                      </Text>
                    </div>
                  ) : (
                    <Text>No card saved yet.</Text>
                  )}
                </Group>
                {data.manual_bill === 'T' ? <Text size="sm" fw={600}>
                    Manual bill
                  </Text> : null}
              </Group>
              {data.card && !replacing ? (
                <Button variant="light" onClick={() => setReplacing(true)} style={{ alignSelf: 'flex-start' }}>
                  Replace card
                </Button>
              ) : (
                <CardEntry
                  submitLabel={data.card ? 'Save new card' : 'Save card'}
                  onSaved={(answer) => {
                    notify('success', answer.message);
                    // Only a replacement closes itself. A first card's save answers once the session's
                    // data is read again, by when the card already shows and the person may have
                    // opened "Replace card": `replacing` is the value of the render the save began in.
                    if (replacing) setReplacing(false);
                  }}
                />
              )}
              {replacing ? (
                <Button variant="subtle" onClick={() => setReplacing(false)} style={{ alignSelf: 'flex-start' }}>
                  Keep the current card
                </Button>
              ) : null}
            </Stack>
          </Card>
          {agency ? (
            <Card withBorder padding="lg">
              <Radio.Group
                label="Billing method"
                description="How your clients' leads are paid for."
                value={data.billing_method}
                onChange={(v) =>
                  method.mutate(v as BillingMethod, {
                    onSuccess: (answer) => notify('success', answer.message),
                    onError: (e) => notify('error', shownMessageOf(e)),
                  })
                }
              >
                <Stack mt="xs" gap="xs">
                  <Radio value="card" label="Card: charged to this card after the leads are delivered" disabled={method.isPending} />
                  <Radio value="prepaid" label="Prepaid: paid in advance from your data wallet" disabled={method.isPending} />
                </Stack>
              </Radio.Group>
            </Card>
          ) : null}
          {data.subscription ? <SubscriptionCard companyId={me.company_id} subscription={data.subscription} /> : null}
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                Invoices
              </Title>
              <InvoiceList companyId={me.company_id} companyName={me.company_name} />
            </Stack>
          </Card>
          {agency ? (
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <Title order={2} fz="h4">
                  Payouts
                </Title>
                <Text c="dimmed" size="sm">
                  Your margin on your clients&apos; payments, paid to your connected account each month.
                </Text>
                <PayoutList companyId={me.company_id} />
              </Stack>
            </Card>
          ) : null}
          </>
        )}
      </Loading>
    </Stack>
  );
}
