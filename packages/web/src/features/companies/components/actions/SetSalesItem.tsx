import { Alert, Button, Group, Menu, NativeSelect, Stack } from '@mantine/core';
import { Dialog } from '../../../../components/dialogs/Dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertCircle, IconUserDollar } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { setSalesSchema, type CompanyRow } from '@platform/core/contracts';
import { notify } from '../../../../lib/notify';
import { useSalesList } from '../../api/sales-list';
import { useSetSales } from '../../api/set-sales';
import { messageOf, sortServerErrors } from '../../errors';

/** "Set Sales Person" in the row's menu (docs/product.md, Sales people), for a root operator who is not sales. */
export function SetSalesItem({ onOpen }: { onOpen: () => void }) {
  return (
    <Menu.Item leftSection={<IconUserDollar size={16} />} onClick={onOpen}>
      Set Sales Person
    </Menu.Item>
  );
}

/** The Set Sales Person dialog, drawn outside the menu so it outlives the menu closing. */
export function SetSalesDialog({ row, opened, onClose }: { row: CompanyRow; opened: boolean; onClose: () => void }) {
  return (
    <Dialog opened={opened} onClose={onClose} title={`Set Sales Person for ${row.company_name}`}>
      {opened ? <SetSalesForm row={row} onDone={onClose} /> : null}
    </Dialog>
  );
}

const SALES_FIELDS = ['salesRep', 'salesAE', 'salesRef'] as const;

/** Sales rep, account executive (only people with the account-executive flag) and referral; each may be cleared. */
function SetSalesForm({ row, onDone }: { row: CompanyRow; onDone: () => void }) {
  const sales = useSalesList(true);
  const save = useSetSales();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(setSalesSchema),
    defaultValues: { companyID: row.id, salesRep: row.salesrepid, salesAE: row.accountexecutiveid, salesRef: row.accountrefid },
  });
  const { errors } = form.formState;
  const people = sales.data?.params ?? [];
  const everyone = people.map((p) => ({ value: p.id, label: p.name }));
  const executives = people.filter((p) => p.isAccExecutive === 'T').map((p) => ({ value: p.id, label: p.name }));

  const submit = form.handleSubmit((request) => {
    setFailure(null);
    save.mutate(request, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        onDone();
      },
      onError: (error) => {
        const sorted = sortServerErrors(error, SALES_FIELDS);
        for (const field of SALES_FIELDS) {
          const message = sorted.fields[field];
          if (message) form.setError(field, { type: 'server', message });
        }
        setFailure(sorted.message);
      },
    });
  });

  // "None" clears the role; the API takes null for that.
  const select = (name: (typeof SALES_FIELDS)[number], label: string, data: { value: string; label: string }[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NativeSelect
          label={label}
          data={[
            { value: '', label: sales.isPending ? 'Loading Data' : 'None' },
            ...data,
            // Someone assigned who is no longer an active sales person stays until changed.
            ...(field.value && sales.isSuccess && !data.some((o) => o.value === field.value) ? [{ value: field.value, label: 'A former sales person' }] : []),
          ]}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.currentTarget.value || null)}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Set Sales Person">
      <Stack gap="md">
        {failure || sales.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure ?? messageOf(sales.error)}
          </Alert>
        ) : null}
        {select('salesRep', 'Sales Rep', everyone)}
        {select('salesAE', 'Account Executive', executives)}
        {select('salesRef', 'Referral', everyone)}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={sales.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
