import type { OnboardingStatus } from '@platform/core/contracts';

export type SetupStepKey = 'profile' | 'business' | 'payment' | 'connect';

/** Profile Setup's steps for this user: the two profile steps, a card for payers, the Stripe account for agencies. */
export function setupSteps(s: OnboardingStatus): SetupStepKey[] {
  return ['profile', 'business', ...(s.payment_setup_required ? (['payment'] as const) : []), ...(s.account_connection_required ? (['connect'] as const) : [])];
}

/**
 * Where the wizard opens: back from the card's authentication page at the payment step, back from
 * Stripe's onboarding at the connect step, otherwise at the first step still to do.
 */
export function firstStep(steps: readonly SetupStepKey[], s: OnboardingStatus, search: string): number {
  const q = new URLSearchParams(search);
  const at = (k: SetupStepKey) => Math.max(0, steps.indexOf(k));
  if (q.has('setup_intent') && steps.includes('payment')) return at('payment');
  if (q.has('connect') && steps.includes('connect')) return at('connect');
  if (!s.profile_completed) return 0;
  if (steps.includes('payment') && !s.payment_setup_completed) return at('payment');
  if (steps.includes('connect') && (s.account_connected === '' || s.account_connected === 'failed')) return at('connect');
  return steps.length - 1;
}

/** The connect step passes once the agency has started with Stripe (pending or in verification counts; the banner says the rest). */
export const connectStepDone = (status: OnboardingStatus['account_connected']) => status !== '' && status !== 'failed';
