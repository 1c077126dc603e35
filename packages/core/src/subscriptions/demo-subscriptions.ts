import { statsDay } from '../leads/daily-stats.js';
import { getConfig } from '../platform/config.js';
import { getCompany } from '../tenancy/companies.js';
import { billSubscription } from './subscription-bill.js';
import type { PackageId } from './subscription.contract.js';
import { companyEntity } from '../tenancy/company.entity.js';

const DAY = 86_400_000;

/**
 * Demo packages: Acme on white-label monthly ($199.00) since 40 days ago, so its last two months
 * were charged by the run (paid invoices) and it renews within the month; Globex on white-label
 * yearly ($1,500.00) since 100 days ago, charged once. Written as an assignment that long ago
 * would have been, then billed by the run's own step.
 */
export async function seedDemoSubscriptions(rootId: string, agencies: { acme: string; globex: string }, now: Date): Promise<void> {
  if (!getConfig().STRIPE_SECRET_KEY) return;
  const plans: [string, PackageId, number, number][] = [
    [agencies.acme, 'WM', 19_900, 40],
    [agencies.globex, 'WY', 150_000, 100],
  ];
  for (const [companyId, packageId, feeCents, daysAgo] of plans) {
    const started = new Date(now.getTime() - daysAgo * DAY);
    await companyEntity.patch({ rootId, companyId })
      .set({
        packageId,
        subscriptionId: `demo-${packageId.toLowerCase()}-${companyId}`,
        subscriptionFeeCents: feeCents,
        subscriptionStatus: 'active',
        subscriptionStartedAt: started.toISOString(),
        subscriptionStartDay: statsDay(started, 'America/Chicago'),
      })
      .go();
    const agency = await getCompany(rootId, companyId);
    if (agency) await billSubscription(agency, { now: () => now });
  }
}
