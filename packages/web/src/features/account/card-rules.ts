/** The card form's checks in the browser (the gateway judges the card itself). */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardErrors = Partial<Record<keyof CardFields, string>>;

/** "12/30", "12 / 2030", "1230": month and four-digit year; undefined when it is not a date. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return undefined;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

export function cardErrors(v: CardFields): CardErrors {
  const errors: CardErrors = {};
  const digits = v.number.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) errors.number = 'Enter the card number';
  if (!parseExpiry(v.expiry)) errors.expiry = 'Enter the expiry as MM / YY';
  if (!/^\d{3,4}$/.test(v.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digits on the back';
  if (v.name.trim() === '') errors.name = 'Enter the name on the card';
  return errors;
}

/** Groups of four, as printed on the card. */
export const formatCardNumber = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "•••• 4242", as Card Setting shows the current card. */
export const maskedCard = (last4: string) => `•••• ${last4}`;

/** Where the gateway's authentication page sends the browser back: this page, without the query of the last return. */
export const returnUrlOf = (location: { origin: string; pathname: string }) => `${location.origin}${location.pathname}`;

/** The query the gateway adds on the way back from authentication (as Stripe does). */
export function setupIntentReturn(search: string): { setupIntentId: string; succeeded: boolean } | undefined {
  const q = new URLSearchParams(search);
  const id = q.get('setup_intent');
  if (!id) return undefined;
  return { setupIntentId: id, succeeded: q.get('redirect_status') === 'succeeded' };
}
