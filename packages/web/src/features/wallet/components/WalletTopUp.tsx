import { Alert, Button, Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { checkWalletAmount, walletMinimum, WALLET_MESSAGES, WALLET_MIN_CUSTOM, WALLET_PRESETS, type WalletAnswer } from '@platform/core/contracts';
import { MoneyInput } from '../../../components/inputs/MoneyInput';
import { isApiError } from '../../../lib/api/errors';
import { placeServerErrors } from '../../../lib/forms/server-errors';
import { notify } from '../../../lib/notify';
import { useChargeWallet } from '../api/charge';
import { useSaveWalletAmount } from '../api/save-amount';
import { useSetContinual } from '../api/stop-continual';

/** Core's amount rule, its message on the amount field. */
const amountForm = z
  .object({ amount: z.string(), custom: z.boolean() })
  .superRefine((v, ctx) => {
    const r = checkWalletAmount(v.amount, v.custom);
    if (!r.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: r.message });
  });
type AmountForm = z.infer<typeof amountForm>;

const whole = (s: string) => String(Number(s));
const newRequestId = () => crypto.randomUUID().replace(/-/g, '');
/** How often, and how many times, the dialog asks again about a payment the gateway has not confirmed yet. */
const CONFIRM_EVERY_MS = 3_000;
const CONFIRM_TRIES = 40;

/**
 * The top-up part of the Data Wallet (docs/product.md, Data wallet): presets 250, 500, 1000 or a custom
 * amount of at least 2500 (digits and one decimal point, no paste, cut or copy), the minimum under the field
 * and restored on blur; Save keeps the amount, Charge tops up now with the saved card, and the continual
 * button's wording says what it will do.
 */
export function WalletTopUp({ wallet }: { wallet: WalletAnswer }) {
  const save = useSaveWalletAmount();
  const charge = useChargeWallet();
  const continual = useSetContinual();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  // One id per intended charge, kept until it is answered or the amount changes: a double click,
  // a retry after a lost answer or an error, and the asking while the payment is confirmed all
  // reach the same charge (docs/decisions.md, "Money you can trust").
  const chargeId = useRef(newRequestId());

  const form = useForm<AmountForm>({
    resolver: zodResolver(amountForm),
    defaultValues: { amount: whole(wallet.amount), custom: wallet.custom_amount === 'T' },
  });
  const custom = useWatch({ control: form.control, name: 'custom' });
  const amount = useWatch({ control: form.control, name: 'amount' });
  useEffect(() => {
    chargeId.current = newRequestId();
  }, [amount, custom]);
  const min = walletMinimum(custom);
  const belowMin = amount === '' || Number(amount) < min;
  const busy = save.isPending || charge.isPending || continual.isPending || confirming !== null;
  const isOn = wallet.stop_continual === 'F';

  const request = (v: AmountForm) => ({ company_id: wallet.company_id, amount: v.amount, custom_amount: v.custom ? ('T' as const) : ('F' as const) });
  const onError = (error: unknown) => setFailure(placeServerErrors(error, form.setError, ['amount']));
  const onSave = form.handleSubmit((v) => {
    setFailure(null);
    save.mutate(request(v), { onSuccess: (a) => notify('success', a.message), onError });
  });
  // Asks under the id the charge started with until the answer is final: paid, refused, or gone.
  const sendCharge = async (v: AmountForm) => {
    const body = { ...request(v), stop_continual: wallet.stop_continual, payment_type: 'credit_card' as const, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone, request_id: chargeId.current };
    try {
      for (let tries = 0; ; tries++) {
        const a = await charge.mutateAsync(body);
        if (a.result !== 'processing') {
          setConfirming(null);
          chargeId.current = newRequestId();
          notify('success', a.message);
          return;
        }
        setConfirming(a.message);
        if (tries >= CONFIRM_TRIES) return;
        await new Promise((r) => setTimeout(r, CONFIRM_EVERY_MS));
      }
    } catch (e) {
      setConfirming(null);
      // A refusal (a decline, a rule) is final: the next try is a new charge. No answer, or the
      // server failing, may still have charged: the next try asks about the same one.
      if (isApiError(e) && e.status < 500) chargeId.current = newRequestId();
      onError(e);
    }
  };
  const onCharge = form.handleSubmit((v) => {
    setFailure(null);
    void sendCharge(v);
  });
  const onToggle = () => {
    setFailure(null);
    continual.mutate({ company_id: wallet.company_id, stop_continual: isOn ? 'T' : 'F' }, { onSuccess: (a) => notify('success', a.message), onError: (e) => setFailure(placeServerErrors(e, form.setError, [])) });
  };

  return (
    <form onSubmit={(e) => void onCharge(e)} noValidate aria-label="Top up">
      <Stack gap="sm">
        {confirming ? (
          <Alert color="blue" variant="light" role="status">
            {confirming}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <Controller
          control={form.control}
          name="custom"
          render={({ field }) => (
            <Checkbox
              label="Custom Amount"
              checked={field.value}
              onChange={(e) => {
                field.onChange(e.currentTarget.checked);
                form.clearErrors('amount');
                form.setValue('amount', String(e.currentTarget.checked ? Math.max(WALLET_MIN_CUSTOM, Number(amount) || 0) : WALLET_PRESETS[0]));
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) =>
            custom ? (
              <MoneyInput
                label="Amount (USD)"
                blockClipboard
                value={field.value}
                onChange={field.onChange}
                onBlur={() => {
                  if (belowMin) form.setValue('amount', String(min));
                  field.onBlur();
                }}
                description={belowMin ? WALLET_MESSAGES.minimumHint(min) : undefined}
                error={fieldState.error?.message}
              />
            ) : (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="wallet-presets">
                  Amount (USD)
                </Text>
                <SegmentedControl aria-labelledby="wallet-presets" data={WALLET_PRESETS.map((p) => ({ value: String(p), label: `$${p}` }))} value={field.value} onChange={field.onChange} />
                {fieldState.error ? (
                  <Text size="xs" c="red" role="alert">
                    {fieldState.error.message}
                  </Text>
                ) : null}
              </Stack>
            )
          }
        />
        <Group justify="space-between" wrap="wrap">
          <Button variant={isOn ? 'light' : 'outline'} color={isOn ? 'red' : undefined} onClick={onToggle} loading={continual.isPending} disabled={busy && !continual.isPending}>
            {isOn ? 'Stop Continual Top-up' : 'Start Continual Top-up'}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={() => void onSave()} loading={save.isPending} disabled={busy && !save.isPending}>
              Save
            </Button>
            <Button type="submit" loading={charge.isPending || confirming !== null} disabled={(busy && !charge.isPending && confirming === null) || !wallet.has_card}>
              Charge
            </Button>
          </Group>
        </Group>
        {!wallet.has_card ? (
          <Text size="sm" c="dimmed">
            {WALLET_MESSAGES.noCard}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
