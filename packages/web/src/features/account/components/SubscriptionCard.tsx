import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PACKAGES, type AgencySubscription } from '@platform/core/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { shownMessageOf } from '../../../lib/forms/shown-error';
import { notify } from '../../../lib/notify';
import { useCancelOwnSubscription } from '../api/own-subscription';

const PERIOD = { 0: null, 1: 'month', 12: 'year' } as const;

function statusLine(s: AgencySubscription): string {
  if (s.status === 'ended') return s.ends_on ? `Ended on ${s.ends_on}.` : 'Ended.';
  if (s.status === 'cancelled') return s.ends_on ? `Cancelled: it ends on ${s.ends_on}.` : 'Cancelled.';
  return s.renews_on ? `Active: the next period starts on ${s.renews_on}.` : 'Active.';
}

/**
 * Card Setting's Subscription card for an agency with a package: the package, its fee and state. Its
 * owner (the API's rule, sent as may_cancel) can cancel it; what cancelling does is what the API does
 * (docs/decisions.md, "Packages and subscriptions").
 */
export function SubscriptionCard({ companyId, subscription }: { companyId: string; subscription: AgencySubscription }) {
  const cancel = useCancelOwnSubscription();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const terms = subscription.package_id ? PACKAGES[subscription.package_id] : null;
  const period = terms ? PERIOD[terms.months] : null;
  const close = () => {
    setConfirming(false);
    setFailure(null);
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4">
          Subscription
        </Title>
        {terms ? (
          <Group gap="xs">
            <Badge variant="light" color={subscription.status === 'active' ? 'blue' : 'gray'}>
              {subscription.package_id}
            </Badge>
            <Text size="sm">
              {terms.label}
              {period ? ` · $${subscription.fee} a ${period}` : ' · no subscription fee'}
            </Text>
          </Group>
        ) : null}
        <Text size="sm" c="dimmed" data-testid="subscription-status">
          {statusLine(subscription)}
        </Text>
        {subscription.may_cancel ? (
          <Button variant="light" color="red" onClick={() => setConfirming(true)}>
            Cancel subscription
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Cancel your subscription?"
        confirmLabel="Yes, cancel subscription"
        danger
        busy={cancel.isPending}
        failure={failure}
        onClose={close}
        onConfirm={() =>
          cancel.mutate(
            { company_id: companyId },
            {
              onSuccess: (answer) => {
                close();
                notify('success', answer.subscription.ends_on ? `${answer.message} It ends on ${answer.subscription.ends_on}.` : answer.message);
              },
              onError: (error) => setFailure(shownMessageOf(error)),
            },
          )
        }
      >
        No further period is charged. Your subscription lasts until the end of the period already paid for (nothing is refunded); then your clients&apos; running and
        paused campaigns stop, and no campaign can be created or started until the platform gives you a package again. Leads already delivered are still billed.
      </ConfirmDialog>
    </Card>
  );
}
