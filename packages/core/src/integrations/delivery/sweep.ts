import { systemClock, type Clock } from '../../platform/clock.js';
import { DUE_SHARDS, enqueueDelivery } from './delivery-rows.js';
import { integrationDeliveryEntity } from './integration-delivery.entity.js';

/** The most rows one sweep puts back per shard; the next minute's sweep takes the rest. */
const PER_SHARD = 500;

/**
 * The every-minute sweep: every row due by now (a retry waiting longer than SQS can delay, or a
 * `sending` claim whose worker died) gets a message. A row that also has a message on its way is
 * attempted once all the same: the worker claims before sending.
 */
export async function sweepDueDeliveries(clock: Clock = systemClock): Promise<number> {
  const now = clock.now().toISOString();
  let sent = 0;
  for (let shard = 0; shard < DUE_SHARDS; shard++) {
    const { data } = await integrationDeliveryEntity.query.byDue({ dueShard: String(shard) })
      .lte({ dueAt: now })
      .go({ limit: PER_SHARD, attributes: ['rootId', 'integrationId', 'leadId', 'status'] });
    for (const row of data) {
      if (row.status === 'delivered' || row.status === 'failed') continue;
      await enqueueDelivery(row);
      sent += 1;
    }
  }
  return sent;
}
