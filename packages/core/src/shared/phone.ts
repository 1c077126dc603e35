import type { CountryCode } from 'libphonenumber-js';

export const PHONE_INVALID = 'Please enter valid phone number';

/**
 * A phone number valid for its country (docs/product.md, Inputs and formats), as E.164 with its country; else
 * undefined. The metadata (about 120 KB) loads on first use, so handlers that never see a phone start small.
 */
export async function validPhone(raw: string, country: string) {
  const { parsePhoneNumberFromString } = await import('libphonenumber-js');
  const phone = parsePhoneNumberFromString(raw, country.toUpperCase() as CountryCode);
  if (!phone || !phone.isValid()) return undefined;
  return { e164: phone.number, countryCode: phone.country ?? country.toUpperCase(), callingCode: `+${phone.countryCallingCode}` };
}
