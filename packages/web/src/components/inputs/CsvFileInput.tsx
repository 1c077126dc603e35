import { FileInput } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';

/** The CSV file field of an upload (exclusion lists, data enrichment): CSV only, clearable by a named button. */
export function CsvFileInput({ value, onChange, error }: { value: File | null; onChange: (file: File | null) => void; error?: string | null }) {
  return (
    <FileInput
      label="CSV file"
      accept=".csv,text/csv"
      leftSection={<IconFileTypeCsv size={16} />}
      value={value}
      onChange={onChange}
      error={error}
      clearable
      clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
      style={{ flex: 1, minWidth: 220 }}
    />
  );
}
