import { createHmac } from 'node:crypto';
import type { CardFailure } from './errors.js';

/**
 * Stripe's test cards and what each does. Only the behaviour is kept with a payment method (never
 * the number or CVC), so nothing persisted or logged holds card data.
 */
export type CardBehaviour =
  /** Sets up and charges. */
  | 'ok'
  /** Declined at set-up and at every charge. */
  | 'generic_decline'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  /** Set-up needs the cardholder (3-D Secure page); off-session charges answer authentication_required. */
  | 'authentication_required'
  /** Attaches fine; every charge is declined. */
  | 'charge_fails';

const TEST_CARDS: Record<string, { behaviour: CardBehaviour; funding?: string; country?: string }> = {
  '4242424242424242': { behaviour: 'ok' },
  '4000056655665556': { behaviour: 'ok', funding: 'debit' },
  '5555555555554444': { behaviour: 'ok' },
  '378282246310005': { behaviour: 'ok' },
  '4000000000000002': { behaviour: 'generic_decline' },
  '4000000000009995': { behaviour: 'insufficient_funds' },
  '4000000000000069': { behaviour: 'expired_card' },
  '4000000000000127': { behaviour: 'incorrect_cvc' },
  '4000002500003155': { behaviour: 'authentication_required' },
  '4000002760003184': { behaviour: 'authentication_required' },
  '4000000000000341': { behaviour: 'charge_fails' },
};

/** Stripe's test payment method ids (`pm_card_visa`, ...): each use makes a new card from its number. */
export const MAGIC_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_chargeCustomerFail: '4000000000000341',
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35/.test(digits)) return 'jcb';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  return 'unknown';
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc?: string;
}

export interface CheckedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  funding: string;
  country: string;
  fingerprint: string;
  behaviour: CardBehaviour;
  cvcProvided: boolean;
}

/**
 * Checks a card the way Stripe does when a payment method is made from it: a number that fails
 * the Luhn check is `incorrect_number`, an expiry in the past `expired_card`.
 * `now` is epoch milliseconds; `fingerprintKey` keeps fingerprints stable per gateway.
 */
export function checkCard(input: CardInput, now: number, fingerprintKey: string): CheckedCard | CardFailure {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' };
  }
  if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12) {
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'exp_month' };
  }
  const expYear = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
  const today = new Date(now);
  const expired = expYear < today.getUTCFullYear() || (expYear === today.getUTCFullYear() && input.expMonth < today.getUTCMonth() + 1);
  if (expired) return { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.', param: 'exp_month' };
  if (input.cvc !== undefined && input.cvc !== '' && !/^\d{3,4}$/.test(input.cvc)) {
    return { code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' };
  }
  const known = TEST_CARDS[digits];
  return {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: input.expMonth,
    expYear,
    funding: known?.funding ?? 'credit',
    country: known?.country ?? 'US',
    fingerprint: createHmac('sha256', fingerprintKey).update(digits).digest('base64url').slice(0, 16),
    behaviour: known?.behaviour ?? 'ok',
    cvcProvided: Boolean(input.cvc),
  };
}

export const isCardFailure = (v: CheckedCard | CardFailure): v is CardFailure => 'code' in v;

/** Why a card is refused when it is set up (SetupIntent confirm), or null when it sets up. */
export function setupFailure(behaviour: CardBehaviour): CardFailure | null {
  switch (behaviour) {
    case 'generic_decline':
    case 'insufficient_funds':
    case 'expired_card':
    case 'incorrect_cvc':
      return chargeFailure(behaviour, true);
    default:
      return null;
  }
}

/** Why a charge of this card fails, or null when it succeeds. Off-session, 3-D Secure cards fail. */
export function chargeFailure(behaviour: CardBehaviour, offSession: boolean): CardFailure | null {
  switch (behaviour) {
    case 'ok':
      return null;
    case 'generic_decline':
    case 'charge_fails':
      return { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };
    case 'insufficient_funds':
      return { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    case 'expired_card':
      return { code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.', param: 'exp_month' };
    case 'incorrect_cvc':
      return { code: 'incorrect_cvc', declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect.", param: 'cvc' };
    case 'authentication_required':
      return offSession
        ? {
            code: 'authentication_required',
            declineCode: 'authentication_required',
            message: 'Your card was declined. This transaction requires authentication.',
          }
        : null;
  }
}
