import type { Actor } from '../access/actor.js';
import { actingUserOf, auditRow } from '../audit/record.js';
import { questionnaireAvailable } from './onboarding-status.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { toTF } from '../shared/error.contract.js';
import { forbidden, notFound } from '../shared/errors.js';
import { QUESTIONNAIRE_NOT_FOR_YOU, QUESTIONNAIRE_SAVED, questionnaireSchema, type Questionnaire, type QuestionnaireAnswer } from './questionnaire.contract.js';
import { createWriteTransaction } from 'electrodb';
import { questionnaireEntity } from './questionnaire.entity.js';
import { userEntity } from '../identity/user.entity.js';
import { auditEntity } from '../audit/audit.entity.js';

/** The signed-in user, who must be one the questionnaire is for (an agency's or the platform's staff). */
async function respondent(actor: Actor) {
  const user = await getUser(actor.rootId, actor.userId);
  if (!user) throw notFound('User not found.');
  if (!questionnaireAvailable({ user_type: user.userType, systemuser: toTF(user.systemUser) })) throw forbidden(QUESTIONNAIRE_NOT_FOR_YOU);
  return user;
}

/** GET /api/user/questionnaire: the answers of the actor's own company. */
export async function getQuestionnaire(actor: Actor): Promise<QuestionnaireAnswer> {
  const user = await respondent(actor);
  const item = (await questionnaireEntity.get({ rootId: actor.rootId, companyId: actor.companyId }).go()).data;
  const parsed = item ? questionnaireSchema.safeParse(item.answers) : undefined;
  return {
    questionnaire: parsed?.success ? parsed.data : null,
    updated_at: item?.updatedAt ?? null,
    updated_by: item?.updatedByName ?? null,
    questionnaire_setup_completed: toTF(user.questionnaireSetupCompleted),
  };
}

/** Answers as stored compare equal to the same answers sent again (absent and undefined alike, any key order). */
const canonical = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, x]) => [k, canonical(x)])) : v;
const sameAnswers = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/**
 * PUT /api/user/questionnaire: saves the company's answers and marks the saver's questionnaire
 * done, with the log row. The save is conditioned on the answers it was decided from, so a repeat
 * of the same answers (a double click, a retried request) writes and logs nothing.
 */
export async function saveQuestionnaire(actor: Actor, answers: Questionnaire, clock: Clock = systemClock) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const user = await respondent(actor);
    const current = (await questionnaireEntity.get({ rootId: actor.rootId, companyId: actor.companyId }).go()).data;
    // The user's flag is set in the same transaction as the answers: answers this user already saved count as done.
    if (current && sameAnswers(current.answers, answers) && (user.questionnaireSetupCompleted || current.updatedByUserId === user.userId)) break;
    const now = clock.now().toISOString();
    const row = await auditRow(
      { rootId: actor.rootId, companyId: actor.companyId, user, actingUser: actingUserOf(actor), action: 'questionnaire_saved', description: 'Saved the onboarding questionnaire' },
      clock,
    );
    try {
      await createWriteTransaction({ questionnaire: questionnaireEntity, user: userEntity, audit: auditEntity }, ({ questionnaire, user: u, audit }) => [
          questionnaire
            .put({ rootId: actor.rootId, companyId: actor.companyId, answers, updatedAt: now, updatedByUserId: user.userId, updatedByName: user.name })
            .where((a, op) => (current ? op.eq(a.updatedAt, current.updatedAt) : op.notExists(a.updatedAt)))
            .commit(),
          u.patch({ rootId: user.rootId, userId: user.userId }).set({ questionnaireSetupCompleted: true }).commit(),
          audit.create(row).commit(),
        ])
        .go();
      break;
    } catch (e) {
      // Another save landed between the read and this write: decide again from what it left.
      if ((e as { cause?: { name?: string } }).cause?.name !== 'TransactionCanceledException') throw e;
    }
  }
  return { result: 'success' as const, message: QUESTIONNAIRE_SAVED };
}
