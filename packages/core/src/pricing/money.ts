/** Money is integer cents everywhere; dollars appear only at the edges (inputs and display). */

const MONEY_INPUT = /^\d{1,7}(\.\d{0,2})?$/;

/** "12.5" → 1250. Digits and one decimal point, at most two decimals; anything else is undefined. */
export function parseMoney(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return 0;
  if (!MONEY_INPUT.test(t)) return undefined;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** 1250 → "12.50": how cents travel in the spec's string fields. */
export const centsToString = (cents: number) => (cents / 100).toFixed(2);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** USD, en-US; `noCents` is the spec's second formatter (whole dollars). */
export const formatUSD = (cents: number, opts: { noCents?: boolean } = {}) => (opts.noCents ? usdWhole : usd).format(cents / 100);

/**
 * Fee inputs (docs/product.md, Inputs and formats): only digits and one decimal point; anything else resets
 * to 0. Returns what the input should hold after a keystroke or paste.
 */
export function sanitizeFeeInput(text: string): string {
  return /^\d*\.?\d*$/.test(text) ? text : '0';
}
