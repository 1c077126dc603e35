import { Alert, Badge, Button, Group, Menu, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPackage } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PACKAGE_IDS, PACKAGES, packageName, sanitizeFeeInput, setPackageSchema, type CompanyRow, type PackageId } from '@platform/core/contracts';
import { ModalForm, ModalFormBody } from '../../../../components/dialogs/ModalForm';
import { notify } from '../../../../lib/notify';
import { useCancelSubscription, useSetPackage } from '../../api/subscription';
import { changeFailure, sortServerErrors } from '../../errors';

const STATUS_TEXT = { active: null, cancelled: 'cancelled', ended: 'ended' } as const;

/** The Package column of the root's agency list: the package and, when cancelled or ended, that. */
export function PackageCell({ row }: { row: CompanyRow }) {
  if (!row.package_id) return <Text size="sm" c="dimmed">None</Text>;
  const status = row.subscription_status ? STATUS_TEXT[row.subscription_status] : null;
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={row.subscription_status === 'active' ? 'blue' : 'gray'} title={PACKAGES[row.package_id].label}>
        {row.package_id}
      </Badge>
      {status ? (
        <Text size="xs" c="dimmed">
          {status}
          {row.subscription_ends_on ? ` ${row.subscription_ends_on}` : ''}
        </Text>
      ) : null}
    </Group>
  );
}

export function PackageItem({ onOpen }: { onOpen: () => void }) {
  return (
    <Menu.Item leftSection={<IconPackage size={16} />} onClick={onOpen}>
      Package
    </Menu.Item>
  );
}

/**
 * The agency's package (docs/decisions.md, "Packages and subscriptions"): choose it and its fee per
 * period; the daily billing run charges it in advance. A running subscription can be cancelled:
 * it lasts to the end of the period paid for, then the agency's campaigns stop.
 */
export function PackageDialog({ row, opened, onClose }: { row: CompanyRow; opened: boolean; onClose: () => void }) {
  return (
    <ModalForm title={`Package for ${row.company_name}`} opened={opened} onClose={onClose}>
      <PackageForm row={row} onDone={onClose} />
    </ModalForm>
  );
}

function PackageForm({ row, onDone }: { row: CompanyRow; onDone: () => void }) {
  const save = useSetPackage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(setPackageSchema),
    defaultValues: { company_id: row.id, package_id: row.package_id ?? ('WM' as PackageId), fee: row.package_fee === '0.00' ? '' : row.package_fee },
  });
  const chosen = useWatch({ control: form.control, name: 'package_id' });
  const months = PACKAGES[chosen].months;
  // FREE takes no fee: the one typed for a paid package goes with it.
  useEffect(() => {
    if (months === 0) form.setValue('fee', '');
  }, [months, form]);
  const { errors } = form.formState;

  const submit = form.handleSubmit((request) => {
    setFailure(null);
    save.mutate(months === 0 ? { company_id: request.company_id, package_id: request.package_id } : request, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        onDone();
      },
      onError: (error) => {
        const sorted = sortServerErrors(error, ['package_id', 'fee'] as const);
        if (sorted.fields.fee) form.setError('fee', { type: 'server', message: sorted.fields.fee });
        if (sorted.fields.package_id) form.setError('package_id', { type: 'server', message: sorted.fields.package_id });
        setFailure(sorted.message);
      },
    });
  });

  return (
    <Stack gap="lg">
      <ModalFormBody label="Package" failure={failure} pending={save.isPending} onSubmit={submit} onCancel={onDone}>
        <NativeSelect label="Package" data={PACKAGE_IDS.map((id) => ({ value: id, label: packageName(id) }))} {...form.register('package_id')} error={errors.package_id?.message} />
        {months > 0 ? (
          <Controller
            control={form.control}
            name="fee"
            render={({ field }) => (
              <TextInput
                label={months === 1 ? 'Fee per month' : 'Fee per year'}
                description="Charged to the agency's card in advance, at the start of each period."
                inputMode="decimal"
                leftSection="$"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(sanitizeFeeInput(e.currentTarget.value))}
                error={errors.fee?.message}
              />
            )}
          />
        ) : (
          <Text size="sm">No platform subscription fee and no white label.</Text>
        )}
      </ModalFormBody>
      {row.subscription_status === 'active' ? <CancelSubscription row={row} onDone={onDone} /> : null}
    </Stack>
  );
}

function CancelSubscription({ row, onDone }: { row: CompanyRow; onDone: () => void }) {
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!confirming) {
    return (
      <Group justify="flex-start">
        <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
          Cancel subscription
        </Button>
      </Group>
    );
  }
  return (
    <Alert color="red" variant="light" title="Cancel this subscription?">
      <Stack gap="sm">
        <Text size="sm">
          No further period is charged. The subscription lasts until the end of the period already paid for; then the campaigns of {row.company_name}'s clients stop until it has a
          package again. Leads already delivered are still billed.
        </Text>
        {failure ? (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
            Keep it
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(
                { company_id: row.id },
                {
                  onSuccess: (answer) => {
                    notify('success', answer.subscription.ends_on ? `${answer.message} It ends on ${answer.subscription.ends_on}.` : answer.message);
                    onDone();
                  },
                  onError: (error) => setFailure(changeFailure(error, 'We are unable to cancel the subscription, please try again later.')),
                },
              )
            }
          >
            Yes, cancel subscription
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
