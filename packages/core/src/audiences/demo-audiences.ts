import type { AudienceItem } from './audience.entity.js';
import { audienceNameKey } from './audience.entity.js';
import { audienceEntity, audienceNameClaimEntity } from './audience.entity.js';

const HOUR = 3_600_000;

/**
 * Acme's saved audiences for Bob's Bakery (docs/decisions.md, "Campaign builder with audiences"),
 * each sized by one of the demo's count rows (seedDemoCounts), so the audience list shows a
 * counted Search ID audience, a national one and an Enhance ID place without keywords.
 */
export async function seedDemoAudiences(ids: { rootId: string; agencyId: string; bakeryId: string; userId: string }, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR).toISOString();
  const base = { rootId: ids.rootId, agencyId: ids.agencyId, companyId: ids.bakeryId, createdByUserId: ids.userId, states: '', cities: '', zipCode: '' };
  const rows: AudienceItem[] = [
    { ...base, audienceId: 'demo-audience-il', name: 'Chicago bread lovers', module: 'locator', targetLocation: 'State', states: 'IL', cities: 'Chicago, Springfield', keyword: 'sourdough bread, artisan bakery', countId: 'demo-count-il', createdAt: at(50), updatedAt: at(50) },
    { ...base, audienceId: 'demo-audience-us', name: 'Wedding cakes nationwide', module: 'locator', targetLocation: 'National Targeting', keyword: 'wedding cake', countId: 'demo-count-us', createdAt: at(30), updatedAt: at(30) },
    { ...base, audienceId: 'demo-audience-enhance', name: 'Illinois households', module: 'enhance', targetLocation: 'State', states: 'IL', keyword: '', countId: 'demo-count-enhance', createdAt: at(26), updatedAt: at(26) },
  ];
  for (const a of rows) {
    await audienceEntity.put(a).go();
    await audienceNameClaimEntity.put({ rootId: a.rootId, companyId: a.companyId, name: audienceNameKey(a.name), audienceId: a.audienceId }).go();
  }
}
