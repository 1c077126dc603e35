import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { REPORT_SHORTCUTS } from '@platform/core/contracts';
import { lastDays } from '../../lib/format/date-range';

export interface DayRange {
  start: string;
  end: string;
}

const SHORTCUT_DATA = REPORT_SHORTCUTS.map(([label, days]) => ({ label, value: String(days) }));

/**
 * A report's range (docs/decisions.md, "Reports and revenue aggregates"): the shortcuts last week (7 days), last month (30), last 3 months
 * (90) ending today in the company's time zone, or two yyyy-MM-dd days. Picking a day clears the
 * shortcut; a start after the end is not taken.
 */
export function DateRangeInput({
  value,
  shortcut,
  timeZone,
  onChange,
}: {
  value: DayRange;
  /** The shortcut's day count ('7', '30', '90'), or '' for a range of two days. */
  shortcut: string;
  timeZone: string;
  onChange: (range: DayRange, shortcut: string) => void;
}) {
  const setDay = (key: 'start' | 'end', day: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    const next = { ...value, [key]: day };
    if (next.start > next.end) return;
    onChange(next, '');
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl aria-label="Date range" data={SHORTCUT_DATA} value={shortcut} onChange={(v) => onChange(lastDays(Number(v), timeZone), v)} size="xs" />
      <TextInput type="date" label="From" size="xs" value={value.start} max={value.end} onChange={(e) => setDay('start', e.currentTarget.value)} />
      <TextInput type="date" label="To" size="xs" value={value.end} min={value.start} onChange={(e) => setDay('end', e.currentTarget.value)} />
    </Group>
  );
}
