import { describe, expect, it } from 'vitest';
import type { OnboardingStatus } from '@platform/core/contracts';
import { connectStepDone, firstStep, setupSteps } from './setup-steps';

const status = (s: Partial<OnboardingStatus>): OnboardingStatus => ({
  user_id: 'u',
  profile_completed: false,
  payment_setup_required: true,
  payment_setup_completed: false,
  account_connection_required: false,
  account_connected: '',
  questionnaire_available: false,
  questionnaire_setup_completed: false,
  setupcomplete: 'F',
  ...s,
});

describe('Profile Setup’s steps', () => {
  it('a client: profile, business address, payment', () => {
    expect(setupSteps(status({}))).toEqual(['profile', 'business', 'payment']);
  });
  it('an agency also connects its Stripe account; an administrator only fills in the profile', () => {
    expect(setupSteps(status({ account_connection_required: true }))).toEqual(['profile', 'business', 'payment', 'connect']);
    expect(setupSteps(status({ payment_setup_required: false }))).toEqual(['profile', 'business']);
  });
  it('opens at the first step still to do, or where the user comes back to', () => {
    const agency = status({ account_connection_required: true });
    const steps = setupSteps(agency);
    expect(firstStep(steps, agency, '')).toBe(0);
    expect(firstStep(steps, { ...agency, profile_completed: true }, '')).toBe(2);
    expect(firstStep(steps, { ...agency, profile_completed: true, payment_setup_completed: true }, '')).toBe(3);
    expect(firstStep(steps, agency, '?setup_intent=seti_1&redirect_status=succeeded')).toBe(2);
    expect(firstStep(steps, agency, '?connect=return')).toBe(3);
  });
  it('the connect step passes once the account is pending, in verification or complete', () => {
    expect(connectStepDone('')).toBe(false);
    expect(connectStepDone('failed')).toBe(false);
    expect(connectStepDone('pending')).toBe(true);
    expect(connectStepDone('completed')).toBe(true);
  });
});
