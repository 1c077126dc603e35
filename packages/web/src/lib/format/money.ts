/** Money is shown in US dollars, en-US style, whatever the interface language (docs/product.md, Inputs and formats). */
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** Amounts travel as integer cents (docs/product.md, Prices and costs). */
export const formatCents = (cents: number): string => withCents.format(cents / 100);

/** The spec's second formatter: whole dollars, no cents. */
export const formatWholeDollars = (cents: number): string => wholeDollars.format(Math.round(cents / 100));
