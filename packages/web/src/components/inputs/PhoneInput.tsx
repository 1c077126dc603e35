import { Group, Select, TextInput } from '@mantine/core';
import type { CountryCode, Examples } from 'libphonenumber-js';
import { useEffect, useMemo, useState } from 'react';
import { fetchIpCountry } from '../../lib/geo/ip-country';
import { useI18n } from '../../lib/i18n/i18n-context';
import {
  callingCodeOf,
  initialPhoneCountry,
  isCountryCode,
  phoneCountries,
  phoneMessage,
  phoneValue,
  type PhoneCountryConfig,
  type PhoneValue,
} from './phone-rules';
import classes from './PhoneInput.module.css';

export interface PhoneInputProps extends PhoneCountryConfig {
  /** The national number as typed. */
  value: string;
  country?: CountryCode | null;
  onChange: (value: PhoneValue) => void;
  required?: boolean;
  /** A message from the server (field errors of a 422). */
  error?: string | undefined;
}

/**
 * Country select and number (docs/product.md, Inputs and formats): validity per country, "Choose country"
 * without one, "Example:" only while the number is invalid and not empty. Starts in the default country, the
 * browser's region or the US; with fetchCountry it asks an IP lookup and keeps its start if that fails
 * (offline included).
 */
export function PhoneInput({ value, country: controlledCountry, onChange, required, error, ...config }: PhoneInputProps) {
  const { t, language } = useI18n();
  const [startCountry] = useState(() => initialPhoneCountry(config, navigator.language));
  const country = controlledCountry === undefined ? startCountry : controlledCountry;
  const [examples, setExamples] = useState<Examples | null>(null);
  const current = phoneValue(value, country);

  useEffect(() => {
    let live = true;
    void import('libphonenumber-js/mobile/examples').then((m) => live && setExamples(m.default));
    return () => void (live = false);
  }, []);

  useEffect(() => {
    if (!config.fetchCountry || controlledCountry) return;
    const abort = new AbortController();
    fetchIpCountry(abort.signal).then(
      (found) => onChange(phoneValue(value, found)),
      () => undefined, // the starting country stays
    );
    return () => abort.abort();
    // Asked once, when the input appears; later changes are the user's.
  }, []);

  const options = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return phoneCountries()
      .map((code) => ({ value: code, label: `${names.of(code) ?? code} (${callingCodeOf(code)})` }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  }, [language]);

  const message = phoneMessage(current, examples);
  const state = error || message?.kind === 'chooseCountry' ? 'error' : current.isValid ? 'valid' : 'neutral';

  return (
    <Group align="flex-start" gap="xs" wrap="nowrap" className={classes.root} data-state={state}>
      <Select
        label={t('phone.country')}
        data={options}
        value={country}
        searchable
        clearable
        required={required ?? false}
        className={classes.country}
        onChange={(code) => onChange(phoneValue(value, isCountryCode(code) ? code : null))}
      />
      <TextInput
        label={t('phone.number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required={required ?? false}
        value={value}
        className={classes.number}
        onChange={(e) => onChange(phoneValue(e.currentTarget.value, country))}
        error={error ?? (message?.kind === 'chooseCountry' ? t('phone.chooseCountry') : undefined)}
        description={message?.kind === 'example' ? t('phone.example', { example: message.example }) : undefined}
      />
    </Group>
  );
}
