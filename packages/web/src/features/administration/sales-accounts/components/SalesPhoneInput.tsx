import type { FieldError } from 'react-hook-form';
import { PhoneInput } from '../../../../components/inputs/PhoneInput';
import { isCountryCode } from '../../../../components/inputs/phone-rules';

/**
 * The sales person's phone (optional): the shared phone input, reporting the national number and
 * the two-letter country the API takes (phonenum, phone_country_code).
 */
export function SalesPhoneInput({
  number,
  country,
  numberError,
  countryError,
  onChange,
}: {
  number: string;
  country: string | undefined;
  numberError: FieldError | undefined;
  countryError: FieldError | undefined;
  onChange: (phonenum: string, countryCode: string) => void;
}) {
  // The schema's own complaint about a missing country reads best as the phone input's words.
  const error = numberError?.message ?? (countryError ? (countryError.type === 'server' ? countryError.message : 'Choose country') : undefined);
  return (
    <PhoneInput
      value={number}
      country={isCountryCode(country) ? country : null}
      error={error}
      onChange={(phone) => onChange(phone.phoneNumber, phone.countryCode ?? '')}
    />
  );
}
