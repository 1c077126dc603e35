import { describe, expect, it } from 'vitest';
import { cardBrand, chargeFailure, checkCard, isCardFailure, luhnValid, setupFailure } from './cards.js';

const NOW = Date.UTC(2026, 10, 25);
const check = (number: string, expMonth = 12, expYear = 2030) => checkCard({ number, expMonth, expYear, cvc: '123' }, NOW, 'k');

describe('card numbers', () => {
  it('the Luhn check', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3566002020360505', 'jcb'],
    ['30569309025904', 'diners'],
  ])('%s is %s', (number, brand) => expect(cardBrand(number)).toBe(brand));
});

describe('checking a card when a payment method is made', () => {
  it('keeps brand, last 4 and expiry, not the number', () => {
    const card = check('4242 4242 4242 4242');
    expect(isCardFailure(card)).toBe(false);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, funding: 'credit', country: 'US', behaviour: 'ok' });
    expect(JSON.stringify(card)).not.toContain('4242424242424242');
  });

  it('the same number has the same fingerprint', () => {
    expect((check('4242424242424242') as { fingerprint: string }).fingerprint).toBe((check('4242 4242 4242 4242') as { fingerprint: string }).fingerprint);
  });

  it.each([
    ['4242424242424241', 12, 2030, 'incorrect_number'],
    ['4242424242424242', 13, 2030, 'invalid_expiry_month'],
    ['4242424242424242', 10, 2026, 'expired_card'],
    ['4242424242424242', 12, 25, 'expired_card'],
  ])('%s %s/%s is %s', (number, m, y, code) => expect(check(number, m, y)).toMatchObject({ code }));

  it('this month is not expired yet; a two-digit year is this century', () => {
    expect(isCardFailure(check('4242424242424242', 11, 2026))).toBe(false);
    expect(check('4242424242424242', 11, 27)).toMatchObject({ expYear: 2027 });
  });
});

describe('what each test card does', () => {
  it.each([
    ['4242424242424242', null, null],
    ['4000000000000002', 'card_declined', 'card_declined'],
    ['4000000000009995', 'card_declined', 'card_declined'],
    ['4000002500003155', null, 'authentication_required'],
    ['4000000000000341', null, 'card_declined'],
  ] as [string, string | null, string | null][])('%s: set-up %s, off-session charge %s', (number, atSetup, offSession) => {
    const card = check(number);
    if (isCardFailure(card)) throw new Error('unexpected');
    expect(setupFailure(card.behaviour)?.code ?? null).toBe(atSetup);
    expect(chargeFailure(card.behaviour, true)?.code ?? null).toBe(offSession);
  });

  it('the 3155 card is not declined on-session (it is authenticated instead)', () => {
    expect(chargeFailure('authentication_required', false)).toBeNull();
  });
});
