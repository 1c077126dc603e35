import { systemClock, type Clock } from '../../platform/clock.js';
import type { IntegrationDeliveryQueueMessage } from './delivery.contract.js';
import { attemptDeliveries } from './attempt-deliveries.js';
import { sweepDueDeliveries } from './sweep.js';

/** The 'integration-delivery' queue carries one (lead, integration) attempt or the minute sweep. */
export async function handleIntegrationDeliveryMessage(m: IntegrationDeliveryQueueMessage, clock: Clock = systemClock): Promise<string> {
  const [outcome] = await handleIntegrationDeliveryMessages([m], clock);
  if (outcome?.status !== 'fulfilled') throw outcome?.reason ?? new Error('integration delivery left unanswered');
  return outcome.value;
}

/** A worker batch: its attempts together (`attemptDeliveries`), a sweep on its own. One outcome or error per message, in order. */
export async function handleIntegrationDeliveryMessages(messages: readonly IntegrationDeliveryQueueMessage[], clock: Clock = systemClock): Promise<PromiseSettledResult<string>[]> {
  const attempts = messages.flatMap((m) => (m.kind === 'sweep' ? [] : [m]));
  const attempted = await attemptDeliveries(attempts, clock);
  let next = 0;
  return Promise.all(
    messages.map(
      (m): Promise<PromiseSettledResult<string>> =>
        m.kind === 'sweep'
          ? sweepDueDeliveries(clock).then(
              (n) => ({ status: 'fulfilled', value: `swept ${n}` }),
              (reason: unknown) => ({ status: 'rejected', reason }),
            )
          : Promise.resolve(attempted[next++] ?? { status: 'rejected', reason: new Error('integration delivery left unanswered') }),
    ),
  );
}
