import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { lastDays } from './date-range';

/** The spec's date shortcuts (docs/decisions.md, "Campaign reports"): last week, last month, last 3 months. */
export const DATE_SHORTCUTS = [
  { value: '7', label: 'Last week' },
  { value: '30', label: 'Last month' },
  { value: '90', label: 'Last 3 months' },
];

export interface DayRange {
  start: string;
  end: string;
}

/** Picking a shortcut: its days up to today in the zone; typing a day: that day, the shortcut cleared. */
export function pickShortcut(value: string, timeZone: string, now = new Date()): DayRange {
  return lastDays(Number(value), timeZone, now);
}

/**
 * A report's date range: the shortcuts and two yyyy-MM-dd days (From ≤ To), optionally bounded by
 * the first day with data and today. `onChange` gets the new range and the shortcut chosen ('' when
 * a day was typed).
 */
export function DateRangeFilter({ range, shortcut, timeZone, onChange, min, max }: { range: DayRange; shortcut: string; timeZone: string; onChange: (range: DayRange, shortcut: string) => void; min?: string | undefined; max?: string | undefined }) {
  const setDay = (key: 'start' | 'end', value: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return;
    onChange({ ...range, [key]: value }, '');
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl aria-label="Date range" data={DATE_SHORTCUTS} value={shortcut} onChange={(v) => onChange(pickShortcut(v, timeZone), v)} size="xs" />
      <TextInput type="date" label="From" size="xs" value={range.start} min={min} max={range.end} onChange={(e) => setDay('start', e.currentTarget.value)} />
      <TextInput type="date" label="To" size="xs" value={range.end} min={range.start} max={max} onChange={(e) => setDay('end', e.currentTarget.value)} />
    </Group>
  );
}
