import { ActionIcon, Checkbox, Indicator, Popover, Stack, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { ListFilter } from '@platform/core/contracts';

const PAYMENT_FILTERS: { value: ListFilter; label: string }[] = [
  { value: 'direct_payment', label: 'Direct Payment' },
  { value: 'payment_failed', label: 'Payment Failed' },
];
const DEVELOPER_FILTERS: { value: ListFilter; label: string }[] = [
  { value: 'api_key_generated', label: 'API Key Generated' },
  { value: 'developer_mode', label: 'Developer Mode Enabled' },
];

/**
 * The header filter popover (docs/product.md, Agencies and clients): Direct Payment and Payment Failed; for
 * the root company looking at its own agencies, also the "Developer Api" filters.
 */
export function FilterPopover({
  value,
  onChange,
  withDeveloperApi,
}: {
  value: readonly ListFilter[];
  onChange: (filters: ListFilter[]) => void;
  withDeveloperApi: boolean;
}) {
  const toggle = (filter: ListFilter, on: boolean) => onChange(on ? [...value, filter] : value.filter((f) => f !== filter));
  const box = (f: { value: ListFilter; label: string }) => (
    <Checkbox key={f.value} label={f.label} checked={value.includes(f.value)} onChange={(e) => toggle(f.value, e.currentTarget.checked)} />
  );
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={240}>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={value.length ? `Filter (${value.length} on)` : 'Filter'}>
          <Indicator disabled={value.length === 0} label={value.length} size={14} offset={-2} aria-hidden>
            <IconFilter size={16} />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Filters">
          {PAYMENT_FILTERS.map(box)}
          {withDeveloperApi ? (
            <>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="xs">
                Developer Api
              </Text>
              {DEVELOPER_FILTERS.map(box)}
            </>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
