import { NativeSelect, Tabs, type NativeSelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { PAYMENT_TERMS, TERM_LABEL, type CostModule } from '@platform/core/contracts';
import { useCurrentUser } from '../../../lib/auth/get-current-user';
import { offeredModules } from '../cost-fields';

/**
 * The pieces both cost dialogs are built from (Set Cost for Agency, an agency's price set-up for a
 * client): the modules the platform offers as tabs, and the payment-term select in core's wording.
 */

const TERM_OPTIONS = PAYMENT_TERMS.map((t) => ({ value: t, label: TERM_LABEL[t] }));

export type OfferedModule = ReturnType<typeof offeredModules>[number];

/** The modules offered on this platform, under the names the tenant gave them. */
export function useOfferedModules(): OfferedModule[] {
  return offeredModules(useCurrentUser());
}

/** A tab per offered module; only the selected module's panel is mounted. */
export function CostModuleTabs({
  modules,
  value,
  onChange,
  children,
}: {
  modules: readonly OfferedModule[];
  value: CostModule;
  onChange: (module: CostModule) => void;
  children: (module: OfferedModule) => ReactNode;
}) {
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as CostModule)} keepMounted={false}>
      <Tabs.List>
        {modules.map(({ module, name }) => (
          <Tabs.Tab key={module} value={module}>
            {name}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {modules.map((m) => (
        <Tabs.Panel key={m.module} value={m.module} pt="md">
          {children(m)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The payment term, bound with the form's `register(...)`. */
export function PaymentTermSelect(props: Omit<NativeSelectProps, 'data' | 'label'>) {
  return <NativeSelect label="Payment Term" data={TERM_OPTIONS} w={200} {...props} />;
}
