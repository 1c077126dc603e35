import { queue } from '../platform/queue.js';
import type { ApproximateCount } from './approximate-count.entity.js';
import { AUDIENCE_COUNT_QUEUE, COUNT_API_VERSION } from './count.contract.js';
import { approximateCountEntity } from './approximate-count.entity.js';

const HOUR = 3_600_000;
/** No user: the demo's counts e-mail nobody (a demo mailbox that tests read stays as they expect). */
const DEMO_REQUESTER = 'demo-seed';

/**
 * Bob's Bakery's approximate lead counts for the demo (docs/decisions.md, "Approximate lead
 * counts"): Search ID rows in each state (a number with Keyword Found Yes, No Result with Keyword
 * Found No, an error to retry) and one pending that the worker answers two minutes after start-up,
 * so `npm start` shows a count going from the notice to a number; Enhance ID counts a place alone.
 */
export async function seedDemoCounts(ids: { rootId: string; agencyId: string; bakeryId: string }, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
  const base = { rootId: ids.rootId, companyId: ids.bakeryId, agencyId: ids.agencyId, apiVersion: COUNT_API_VERSION, requestedBy: DEMO_REQUESTER, attempts: 1, states: '', cities: '', zipCode: '' };
  const rows: ApproximateCount[] = [
    { ...base, countId: 'demo-count-il', module: 'locator', targetLocation: 'State', states: 'IL', cities: 'Chicago, Springfield', keyword: 'sourdough bread, artisan bakery', status: 'success', count: 18_420, countWithoutGeo: 1, createdAt: at(50), updatedAt: at(50), completedAt: at(50) },
    { ...base, countId: 'demo-count-us', module: 'locator', targetLocation: 'National Targeting', keyword: 'wedding cake', status: 'success', count: 412_907, countWithoutGeo: 1, createdAt: at(30), updatedAt: at(30), completedAt: at(30) },
    { ...base, countId: 'demo-count-zip', module: 'locator', targetLocation: 'Zip Code', zipCode: '60601\n60602', keyword: 'gluten free croissant', status: 'success', count: 0, countWithoutGeo: 0, createdAt: at(20), updatedAt: at(20), completedAt: at(20) },
    { ...base, countId: 'demo-count-err', module: 'locator', targetLocation: 'State', states: 'WI', keyword: 'bagels', status: 'error', createdAt: at(8), updatedAt: at(7), completedAt: at(7) },
    { ...base, countId: 'demo-count-pending', module: 'locator', targetLocation: 'State', states: 'IN', keyword: 'birthday cake', status: 'pending', createdAt: at(0.05), updatedAt: at(0.05) },
    { ...base, countId: 'demo-count-enhance', module: 'enhance', targetLocation: 'State', states: 'IL', keyword: '', status: 'success', count: 9_350, createdAt: at(26), updatedAt: at(26), completedAt: at(26) },
  ];
  for (const row of rows) await approximateCountEntity.put(row).go();
  // Where no worker consumes the queue (a seed outside the embedded runtime), the row stays pending: Retry waits for it.
  await queue()
    .send(AUDIENCE_COUNT_QUEUE, { kind: 'count', rootId: ids.rootId, countId: 'demo-count-pending' }, { delaySeconds: 120 })
    .catch(() => undefined);
}
