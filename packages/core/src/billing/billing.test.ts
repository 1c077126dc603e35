import { describe, expect, it } from 'vitest';
import { developerColour, onboardingAmountError } from './billing.contract.js';

describe('onboarding charge: 0 disables, else above 0.5, with its three messages', () => {
  it.each([
    ['0', undefined],
    ['0.51', undefined],
    ['250', undefined],
    [0, undefined],
    ['0.5', 'Amount can not be less than or equal to 0.5.'],
    ['0.25', 'Amount can not be less than or equal to 0.5.'],
    ['-1', 'Amount cannot be negative.'],
    ['abc', 'Please enter a valid amount.'],
    ['', 'Please enter a valid amount.'],
    ['1e3', 'Please enter a valid amount.'],
  ] as const)('%j → %s', (amount, message) => {
    expect(onboardingAmountError(amount)).toBe(message);
  });
});

describe('API developer colours', () => {
  it.each([
    ['orange: menu on but agreement not done', { apiMode: true, keyGenerated: false, agreed: false, feePaid: true }, 'orange'],
    ['orange: menu on but payment not done', { apiMode: true, keyGenerated: true, agreed: true, feePaid: false }, 'orange'],
    ['orange: key generated but menu off', { apiMode: false, keyGenerated: true, agreed: true, feePaid: true }, 'orange'],
    ['green: menu and key both active', { apiMode: true, keyGenerated: true, agreed: true, feePaid: true }, 'green'],
    ['blue: menu on, no key', { apiMode: true, keyGenerated: false, agreed: true, feePaid: true }, 'blue'],
    ['gray: inactive', { apiMode: false, keyGenerated: false, agreed: false, feePaid: false }, 'gray'],
  ] as const)('%s', (_rule, state, colour) => {
    expect(developerColour(state)).toBe(colour);
  });
});
