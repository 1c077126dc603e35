import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { phoneCountries } from '../../../components/inputs/phone-rules';
import { useI18n } from '../../../lib/i18n/i18n-context';

/** Every country by its name in the reader's language, searchable; the value is the ISO code. */
export function CountrySelect({ value, onChange, error, onBlur }: { value: string; onChange: (code: string) => void; error?: string | undefined; onBlur?: () => void }) {
  const { language } = useI18n();
  const data = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return phoneCountries()
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  }, [language]);
  return (
    <Select
      label="Country"
      withAsterisk
      searchable
      data={data}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      onBlur={onBlur}
      allowDeselect={false}
      error={error}
      nothingFoundMessage="No country found"
    />
  );
}
