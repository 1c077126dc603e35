import { systemClock, type Clock } from '../../platform/clock.js';
import type { IntegrationDeliveryQueueMessage } from './delivery.contract.js';
import { attemptDelivery } from './attempt-delivery.js';
import { sweepDueDeliveries } from './sweep.js';

/** The 'integration-delivery' queue carries one (lead, integration) attempt or the minute sweep. */
export async function handleIntegrationDeliveryMessage(m: IntegrationDeliveryQueueMessage, clock: Clock = systemClock): Promise<string> {
  if (m.kind === 'sweep') return `swept ${await sweepDueDeliveries(clock)}`;
  return attemptDelivery(m, clock);
}
