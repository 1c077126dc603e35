import { isConditionFailure } from '../db/conditions.js';
import { getUser } from '../identity/users.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { leadProvider } from '../platform/lead-provider.js';
import { mailer } from '../platform/mailer.js';
import { getCompanyWithAncestors } from '../tenancy/companies.js';
import type { ApproximateCount } from './approximate-count.entity.js';
import { COUNT_API_VERSION, COUNT_LOOKBACK_DAYS, COUNT_MAX_RECEIVES, commaList, keywordTags, zipList, type CountMessage } from './count.contract.js';
import { countStatusText, keywordFound, targetLocationText } from './count-rules.js';
import { countRowOf } from './count-service.js';
import { approximateCountEntity } from './approximate-count.entity.js';

const MODULE_NAMES = { locator: 'Search ID', enhance: 'Enhance ID' } as const;

/** Moves the row from pending to its outcome; false when another delivery already did (the condition). */
async function finish(row: ApproximateCount, set: Partial<ApproximateCount>, clock: Clock): Promise<boolean> {
  const now = clock.now().toISOString();
  return approximateCountEntity.patch({ rootId: row.rootId, countId: row.countId })
    .set({ ...set, updatedAt: now, completedAt: now } as never)
    .where((a, op) => op.eq(a.status, 'pending'))
    .go()
    .then(
      () => true,
      (e: unknown) => {
        if (isConditionFailure(e)) return false;
        throw e;
      },
    );
}

/** The e-mail the pending notice promised, to whoever queued the count, under the agency's name. */
async function mailOutcome(row: ApproximateCount): Promise<void> {
  const user = await getUser(row.rootId, row.requestedBy);
  if (!user) return;
  const chain = await getCompanyWithAncestors(row.rootId, row.companyId);
  const brand = chain?.parent && chain.parent.kind === 'agency' ? chain.parent.name : chain?.root.name;
  const view = countRowOf(row);
  const outcome = view.status === 'success' ? `Historical Count: ${(view.count ?? 0).toLocaleString('en-US')} (${countStatusText(view)}). Keyword Found: ${keywordFound(view)}.` : countStatusText(view);
  await mailer().send({
    to: user.email,
    ...(brand ? { fromName: brand } : {}),
    subject: `Your approximate lead count is ${view.status === 'success' ? 'ready' : 'not available'}`,
    text: `Hello ${user.name},\n\nThe approximate lead count you asked for (${MODULE_NAMES[row.module]}${chain ? `, ${chain.company.name}` : ''}) has finished.\n\nTarget Location: ${targetLocationText(view)}\nKeyword: ${row.keyword || '-'}\n${outcome}\n\nThe count is in the campaign setup's approximate lead count table.`,
  });
}

/**
 * The audience-count worker's step for one message: a row still pending is counted by the
 * provider (deduplicated records over the last 7 days, api_version 2) and moved to its outcome,
 * conditioned on still being pending, so a redelivered message (or two deliveries at once) changes
 * it once and sends one e-mail. A provider failure is thrown for the queue to retry; on the last
 * receive the row becomes error (and its asker is told), so nothing stays pending for ever.
 */
export async function handleCountMessage(message: CountMessage, receiveCount: number, clock: Clock = systemClock): Promise<string> {
  const row = (await approximateCountEntity.get({ rootId: message.rootId, countId: message.countId }).go({ consistent: true })).data;
  if (!row) return 'no such count';
  if (row.status !== 'pending') return `already ${row.status}`;
  let answer;
  try {
    answer = await leadProvider().count({
      keywords: keywordTags(row.keyword),
      targetLocation: row.targetLocation,
      states: commaList(row.states),
      cities: commaList(row.cities),
      zipCodes: zipList(row.zipCode),
      lookbackDays: COUNT_LOOKBACK_DAYS,
      apiVersion: COUNT_API_VERSION,
    });
  } catch (e) {
    if (receiveCount >= COUNT_MAX_RECEIVES && (await finish(row, { status: 'error' }, clock))) {
      await mailOutcome({ ...row, status: 'error' }).catch(() => undefined);
      return 'error after the last attempt';
    }
    throw e;
  }
  const set = { status: 'success' as const, count: answer.count, ...(answer.count_without_geo === null ? {} : { countWithoutGeo: answer.count_without_geo }) };
  if (!(await finish(row, set, clock))) return 'already finished';
  // After the row is final: a lost e-mail is not worth counting again, and the row shows the result.
  await mailOutcome({ ...row, ...set }).catch(() => undefined);
  return `counted ${answer.count}`;
}
