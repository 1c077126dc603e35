import { SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { createCouponSchema, sanitizeFeeInput, type CouponRow } from '@platform/core/contracts';
import { ModalForm, ModalFormBody } from '../../../components/dialogs/ModalForm';
import { placeServerErrors } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useCreateCoupon, useUpdateCoupon } from '../api/coupons';

const FIELDS = ['code', 'discount_type', 'percent_off', 'amount_off', 'expires_on', 'active'] as const;

/** Add Coupon (no row) or Edit Coupon (its code cannot change: invoices name it). */
export function CouponModal({ coupon, opened, onClose }: { coupon: CouponRow | null; opened: boolean; onClose: () => void }) {
  return (
    <ModalForm title={coupon ? `Edit Coupon ${coupon.code}` : 'Add Coupon'} opened={opened} onClose={onClose}>
      <CouponForm coupon={coupon} onDone={onClose} />
    </ModalForm>
  );
}

function CouponForm({ coupon, onDone }: { coupon: CouponRow | null; onDone: () => void }) {
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(createCouponSchema),
    defaultValues: {
      code: coupon?.code ?? '',
      discount_type: coupon?.discount_type ?? ('percent' as const),
      percent_off: coupon?.percent_off !== null && coupon?.percent_off !== undefined ? String(coupon.percent_off) : '',
      amount_off: coupon?.amount_off ?? '',
      expires_on: coupon?.expires_on ?? null,
      active: coupon?.active ?? ('T' as const),
    },
  });
  const type = useWatch({ control: form.control, name: 'discount_type' });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit(({ code, ...request }) => {
    setFailure(null);
    const body = { ...request, expires_on: request.expires_on || null };
    const handlers = {
      onSuccess: (answer: { message: string }) => {
        notify('success', answer.message);
        onDone();
      },
      onError: (error: Error) => setFailure(placeServerErrors(error, form.setError, FIELDS)),
    };
    if (coupon) update.mutate({ code: coupon.code, request: body }, handlers);
    else create.mutate({ code, ...body }, handlers);
  });

  return (
    <ModalFormBody label={coupon ? `Coupon ${coupon.code}` : 'New coupon'} failure={failure} pending={pending} onSubmit={submit} onCancel={onDone}>
      <TextInput label="Code" description={coupon ? 'The code cannot change: invoices name it.' : 'Letters, digits, dashes or underscores; kept in capitals.'} readOnly={coupon !== null} {...form.register('code')} error={errors.code?.message} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="coupon-discount-type">
          Discount
        </Text>
        <Controller
          control={form.control}
          name="discount_type"
          render={({ field }) => (
            <SegmentedControl
              aria-labelledby="coupon-discount-type"
              value={field.value}
              onChange={(v) => field.onChange(v)}
              data={[
                { value: 'percent', label: 'Percentage' },
                { value: 'amount', label: 'Amount' },
              ]}
            />
          )}
        />
      </Stack>
      {type === 'percent' ? (
        <TextInput label="Percent off" inputMode="numeric" rightSection="%" {...form.register('percent_off')} error={errors.percent_off?.message} />
      ) : (
        <Controller
          control={form.control}
          name="amount_off"
          render={({ field }) => (
            <TextInput label="Amount off" inputMode="decimal" leftSection="$" value={field.value ?? ''} onChange={(e) => field.onChange(sanitizeFeeInput(e.currentTarget.value))} error={errors.amount_off?.message} />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="expires_on"
        render={({ field }) => (
          <TextInput type="date" label="Last day" description="Leave empty for no end. The coupon stops working when this day ends." value={field.value ?? ''} onChange={(e) => field.onChange(e.currentTarget.value || null)} error={errors.expires_on?.message} />
        )}
      />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => <Switch label="Active" checked={field.value === 'T'} onChange={(e) => field.onChange(e.currentTarget.checked ? 'T' : 'F')} />}
      />
    </ModalFormBody>
  );
}
