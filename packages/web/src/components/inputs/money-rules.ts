/**
 * Money and fee inputs (docs/product.md, Inputs and formats): digits and one decimal point only; Backspace,
 * Left, Right and Tab are allowed as keys. Shortcuts with Ctrl or Meta (select all, undo) are left to the
 * browser; what they paste is checked by sanitizeAmount.
 */
export const MONEY_CONTROL_KEYS: readonly string[] = ['Backspace', 'ArrowLeft', 'ArrowRight', 'Tab'];

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** May this key change (or move within) an amount field whose text is `value`? */
export function acceptsAmountKey(press: KeyPress, value: string, selection: [number, number] = [value.length, value.length]): boolean {
  if (press.ctrlKey || press.metaKey) return true;
  if (MONEY_CONTROL_KEYS.includes(press.key)) return true;
  if (/^\d$/.test(press.key)) return true;
  if (press.key === '.') {
    const [start, end] = selection;
    const remaining = value.slice(0, start) + value.slice(end);
    return !remaining.includes('.');
  }
  return false;
}

const AMOUNT = /^\d*\.?\d*$/;

/** A fee field's text: kept when it is digits with at most one decimal point, otherwise reset to 0. */
export const sanitizeAmount = (text: string): string => (AMOUNT.test(text) ? text : '0');

/** The amount a field holds, in integer cents (money is cents everywhere else). */
export function amountToCents(text: string): number {
  if (!AMOUNT.test(text) || text === '' || text === '.') return 0;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole || '0') * 100 + Number((fraction + '00').slice(0, 2));
}
