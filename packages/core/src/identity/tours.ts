import type { Actor } from '../access/actor.js';
import { notFound } from '../shared/errors.js';
import type { TourId } from './tours.contract.js';
import { userEntity } from './user.entity.js';

/**
 * The signed-in user finished or skipped a tour: added to their set (an add, so a repeat or two
 * tabs at once leave it once). The person's own preference: in view mode it is the viewed user's
 * screen, so the root user's look at it does not count.
 */
export async function markTourDone(actor: Actor, tour: TourId) {
  if (actor.viewModeOriginUserId) return { result: 'success' as const, tours_done: [] as TourId[] };
  try {
    const res = await userEntity.update({ rootId: actor.rootId, userId: actor.userId })
      .add({ toursDone: [tour] })
      .where((a, op) => op.exists(a.userId))
      .go({ response: 'all_new' });
    return { result: 'success' as const, tours_done: [...(res.data.toursDone ?? [])] };
  } catch (e) {
    if ((e as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') throw notFound('User not found.');
    throw e;
  }
}
