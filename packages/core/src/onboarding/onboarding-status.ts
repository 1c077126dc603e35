import type { Actor } from '../access/actor.js';
import { isAgencyUser, isClient, isSales, isSystemUser } from '../access/guard-context.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { notFound, validationError, type FieldErrors } from '../shared/errors.js';
import { PROFILE_INCOMPLETE, type OnboardingStatus } from '../identity/profile.contract.js';
import { getSetupCheck } from './setup-check.js';
import type { UserData } from '../identity/user-data.contract.js';
import { getUserData } from '../identity/user-data.js';
import { getUser } from '../identity/users.js';
import { createWriteTransaction } from 'electrodb';
import { userEntity } from '../identity/user.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

/** What a finished profile holds (both Profile steps); the state may be blank where a country has none. */
function missingProfileFields(u: UserData): FieldErrors {
  const required: [keyof UserData, string][] = [
    ['name', 'Full name is required'],
    ['email', 'Email is required'],
    ['phonenum', 'Phone number is required'],
    ['company_name', 'Company name is required'],
    ['address', 'Address is required'],
    ['city', 'City is required'],
    ['zip', 'Zip is required'],
    ['country_code', 'Choose a country'],
  ];
  const errors: FieldErrors = {};
  for (const [field, message] of required) if (!u[field]) errors[field] = [message];
  return errors;
}

type Who = Pick<UserData, 'user_type' | 'systemuser'>;
const as = (u: Who) => ({ user: u });
/** Who saves a card of their own at setup: the entry flow sends clients and agency users without one to Profile Setup. */
export const paymentSetupRequired = (u: Who) => !isSystemUser(as(u)) && (isClient(as(u)) || isAgencyUser(as(u)));
/** Agencies connect their Stripe account at setup (their clients pay them); sales connect on their own page. */
export const accountConnectionRequired = (u: Who) => !isSystemUser(as(u)) && isAgencyUser(as(u));
/** The agency questionnaire is for an agency's staff and the platform's, never clients or sales. */
export const questionnaireAvailable = (u: Who) => !isClient(as(u)) && !isSales(as(u));

/** GET /api/user/onboarding-status/{userId}: each setup step's state, for the user or someone who may see them. */
export async function getOnboardingStatus(actor: Actor, userId: string): Promise<OnboardingStatus> {
  const [data, setup] = await Promise.all([getUserData(actor, userId), getSetupCheck(actor, userId)]);
  return {
    user_id: data.id,
    profile_completed: Object.keys(missingProfileFields(data)).length === 0,
    payment_setup_required: paymentSetupRequired(data),
    payment_setup_completed: data.customer_card_id !== null,
    account_connection_required: accountConnectionRequired(data),
    account_connected: setup.accountconnected,
    questionnaire_available: questionnaireAvailable(data),
    questionnaire_setup_completed: data.questionnaire_setup_completed === 'T',
    setupcomplete: setup.setupcomplete,
  };
}

/**
 * PUT /api/leadspeek/user/setupcomplete: the signed-in user finishes Profile Setup. Refused while the
 * profile misses a field (each named); the card and connected account are judged by the setup check,
 * which answers the resulting `setupcomplete`.
 */
export async function completeSetup(actor: Actor, clock: Clock = systemClock) {
  const [data, user] = await Promise.all([getUserData(actor, actor.userId), getUser(actor.rootId, actor.userId)]);
  if (!user) throw notFound('User not found.');
  const missing = missingProfileFields(data);
  if (Object.keys(missing).length) throw validationError(PROFILE_INCOMPLETE, missing);
  if (!user.profileSetupCompleted) {
    const row = await auditRow(
      { rootId: actor.rootId, companyId: actor.companyId, user, actingUser: actingUserOf(actor), action: 'setup_completed', description: 'Completed profile setup' },
      clock,
    );
    // Conditioned on the flag still being off, so a repeated finish writes one log row.
    await createWriteTransaction({ user: userEntity, audit: auditEntity }, ({ user: u, audit }) => [
        u.patch({ rootId: user.rootId, userId: user.userId }).set({ profileSetupCompleted: true }).where((a, op) => op.ne(a.profileSetupCompleted, true)).commit(),
        audit.create(row).commit(),
      ])
      .go();
  }
  const setup = await getSetupCheck(actor, actor.userId);
  return { result: 'success' as const, message: 'Your setup is complete.', setupcomplete: setup.setupcomplete };
}
