import { Alert, Button, Checkbox, Group, Loader, Menu, Stack, Text, TextInput } from '@mantine/core';
import { Dialog } from '../../../../components/dialogs/Dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle, IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BILLING_MESSAGES, onboardingSchema, type CompanyRow, type onboardingSettingsSchema } from '@platform/core/contracts';
import { notify } from '../../../../lib/notify';
import { useOnboarding } from '../../api/onboarding-get';
import { useSetOnboarding } from '../../api/onboarding-set';
import { messageOf, sortServerErrors } from '../../errors';

type OnboardingSettings = (typeof onboardingSettingsSchema)['_output']['data'];

/**
 * The agency's onboarding charge (docs/product.md, Billing switches): 0 disables it, otherwise more than 0.5.
 * It can change only before it was charged and before the agency has a payment customer.
 */
export function OnboardingItem({ onOpen }: { onOpen: () => void }) {
  return (
    <Menu.Item leftSection={<IconCash size={16} />} onClick={onOpen}>
      Onboarding charge
    </Menu.Item>
  );
}

/** The onboarding dialog, drawn outside the menu so it outlives the menu closing. */
export function OnboardingDialog({ row, opened, onClose }: { row: CompanyRow; opened: boolean; onClose: () => void }) {
  return (
    <Dialog opened={opened} onClose={onClose} title={`Onboarding charge for ${row.company_name}`}>
      {opened ? <OnboardingLoader row={row} onDone={onClose} /> : null}
    </Dialog>
  );
}

function OnboardingLoader({ row, onDone }: { row: CompanyRow; onDone: () => void }) {
  const settings = useOnboarding(row.id, true);
  if (settings.isPending) return <Loader size="sm" aria-label="Loading Data" />;
  if (settings.isError) {
    return (
      <Text c="red" size="sm" role="alert">
        {messageOf(settings.error)}
      </Text>
    );
  }
  return <OnboardingForm row={row} settings={settings.data.data} onDone={onDone} />;
}

function OnboardingForm({ row, settings, onDone }: { row: CompanyRow; settings: OnboardingSettings; onDone: () => void }) {
  const save = useSetOnboarding();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(onboardingSchema),
    defaultValues: { CompanyID: row.id, amount: settings.amount, enable_coupon: settings.enable_coupon },
  });
  const { errors } = form.formState;
  const locked = !settings.available;

  const submit = form.handleSubmit((request) => {
    setFailure(null);
    save.mutate(
      { ...request, amount: String(request.amount) },
      {
        onSuccess: (answer) => {
          notify('success', answer.message);
          onDone();
        },
        onError: (error) => {
          const sorted = sortServerErrors(error, ['amount'] as const, BILLING_MESSAGES.onboardingFailed);
          if (sorted.fields.amount) form.setError('amount', { type: 'server', message: sorted.fields.amount });
          setFailure(sorted.message);
        },
      },
    );
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Onboarding charge">
      <Stack gap="md">
        {locked ? <Text size="sm">This agency has already been onboarded; its onboarding charge can no longer change.</Text> : null}
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label="Amount"
          description="In US dollars. 0 turns the onboarding charge off."
          inputMode="decimal"
          leftSection="$"
          disabled={locked}
          {...form.register('amount')}
          error={errors.amount?.message}
        />
        <Controller
          control={form.control}
          name="enable_coupon"
          render={({ field }) => (
            <Checkbox label="Allow a coupon code" disabled={locked} checked={field.value === 'T'} onChange={(e) => field.onChange(e.currentTarget.checked ? 'T' : 'F')} />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={locked}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
