import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
  type Examples,
} from 'libphonenumber-js';

/**
 * The phone input's rules (docs/product.md, Inputs and formats). Validity is per country with the same
 * library and metadata the API validates with (core's shared/phone.ts), so both sides agree.
 */

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/** The phone value the input reports, with the spec's field names. */
export interface PhoneValue {
  countryCode: CountryCode | null;
  isValid: boolean;
  phoneNumber: string;
  countryCallingCode: string | null;
  formattedNumber: string | null;
  nationalNumber: string | null;
  type: string | null;
  formatInternational: string | null;
  formatNational: string | null;
  uri: string | null;
  e164: string | null;
}

export const isCountryCode = (code: string | null | undefined): code is CountryCode =>
  Boolean(code) && (getCountries() as string[]).includes(code as string);

export const phoneCountries = (): CountryCode[] => getCountries();
export const callingCodeOf = (country: CountryCode): string => `+${getCountryCallingCode(country)}`;

export function phoneValue(typed: string, country: CountryCode | null): PhoneValue {
  const empty: PhoneValue = {
    countryCode: country,
    isValid: false,
    phoneNumber: typed,
    countryCallingCode: country ? getCountryCallingCode(country) : null,
    formattedNumber: null,
    nationalNumber: null,
    type: null,
    formatInternational: null,
    formatNational: null,
    uri: null,
    e164: null,
  };
  if (!country || typed.trim() === '') return empty;
  const phone = parsePhoneNumberFromString(typed, country);
  if (!phone) return empty;
  return {
    countryCode: country,
    isValid: phone.isValid() && phone.country === country,
    phoneNumber: typed,
    countryCallingCode: phone.countryCallingCode,
    formattedNumber: phone.formatInternational(),
    nationalNumber: phone.nationalNumber,
    type: phone.getType() ?? null,
    formatInternational: phone.formatInternational(),
    formatNational: phone.formatNational(),
    uri: phone.getURI(),
    e164: phone.number,
  };
}

export type PhoneMessage = { kind: 'chooseCountry' } | { kind: 'example'; example: string } | null;

/**
 * What the input says under the field: "Choose country" for a number typed without a country;
 * "Example:" with a sample number only while the number is invalid and not empty.
 */
export function phoneMessage(value: PhoneValue, examples: Examples | null): PhoneMessage {
  if (value.phoneNumber.trim() === '') return null;
  if (!value.countryCode) return { kind: 'chooseCountry' };
  if (value.isValid) return null;
  const example = examples ? getExampleNumber(value.countryCode, examples) : undefined;
  return example ? { kind: 'example', example: example.formatNational() } : null;
}

export interface PhoneCountryConfig {
  /** A fixed starting country. */
  defaultCountry?: CountryCode;
  /** Ask an IP-to-country service for the starting country. */
  fetchCountry?: boolean;
  /** Do not start from the browser's locale. */
  noBrowserLocale?: boolean;
}

/** The spec's configuration conflicts: a default country with fetch-country or no-browser-locale. */
export function checkPhoneConfig(config: PhoneCountryConfig): void {
  if (config.defaultCountry && config.fetchCountry) throw new Error('PhoneInput: defaultCountry and fetchCountry cannot be used together');
  if (config.defaultCountry && config.noBrowserLocale) throw new Error('PhoneInput: defaultCountry and noBrowserLocale cannot be used together');
}

/** The starting country before any lookup: the default, else the browser's region, else the US. */
export function initialPhoneCountry(config: PhoneCountryConfig, browserLocale: string | undefined): CountryCode {
  checkPhoneConfig(config);
  if (config.defaultCountry) return config.defaultCountry;
  if (!config.noBrowserLocale && browserLocale) {
    const region = browserLocale.split(/[-_]/)[1]?.toUpperCase();
    if (isCountryCode(region)) return region;
  }
  return DEFAULT_PHONE_COUNTRY;
}

/**
 * The IP-to-country service's plain-text reply: the first character 1 means success, characters
 * 3-4 are the two-letter country code ("1;US;USA;United States"). Anything else is a failure.
 */
export function parseIpCountryReply(reply: string): CountryCode {
  const code = reply.slice(2, 4).toUpperCase();
  if (reply[0] !== '1' || !isCountryCode(code)) throw new Error(`IP country lookup failed: ${reply.slice(0, 40)}`);
  return code;
}
