import type { CountryCode } from 'libphonenumber-js';
import { parseIpCountryReply } from '../../components/inputs/phone-rules';

/** The third-party IP-to-country service the phone input may ask (docs/product.md, Inputs and formats). */
export const IP_COUNTRY_URL = 'https://ip2c.org/s';
const TIMEOUT_MS = 3000;

/**
 * The visitor's country by IP. A failed lookup (offline, blocked, a reply that is not a success)
 * is rethrown; the phone input then keeps its starting country.
 */
export async function fetchIpCountry(signal?: AbortSignal): Promise<CountryCode> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const response = await fetch(IP_COUNTRY_URL, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  if (!response.ok) throw new Error(`IP country lookup answered ${response.status}`);
  return parseIpCountryReply(await response.text());
}
