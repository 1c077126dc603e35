import { describe, expect, it } from 'vitest';
import { cardErrors, formatCardNumber, maskedCard, parseExpiry, setupIntentReturn } from './card-rules';

describe('the card form', () => {
  it('reads the expiry as MM / YY or MM / YYYY', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('04 / 2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13/30')).toBeUndefined();
    expect(parseExpiry('soon')).toBeUndefined();
  });
  it('asks for every field before anything is sent', () => {
    expect(cardErrors({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Pat' })).toEqual({});
    expect(Object.keys(cardErrors({ number: '42', expiry: '', cvc: '1', name: ' ' })).sort()).toEqual(['cvc', 'expiry', 'name', 'number']);
  });
  it('shows the number in groups of four and the saved card as •••• and its last four digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(maskedCard('4242')).toBe('•••• 4242');
  });
  it('recognises the way back from the authentication page', () => {
    expect(setupIntentReturn('?setup_intent=seti_1&setup_intent_client_secret=x&redirect_status=succeeded')).toEqual({ setupIntentId: 'seti_1', succeeded: true });
    expect(setupIntentReturn('?setup_intent=seti_1&redirect_status=failed')).toEqual({ setupIntentId: 'seti_1', succeeded: false });
    expect(setupIntentReturn('?connect=return')).toBeUndefined();
  });
});
