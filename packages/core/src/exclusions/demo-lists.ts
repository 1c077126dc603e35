import { batchWrite } from '../db/batch-write.js';
import { newId } from '../platform/ids.js';
import { holdsMd5, parseExclusionCsv } from './csv-records.js';
import { uploadCounted } from './list-state.js';
import { entryItemBuilder } from './import-job.js';
import type { ListType } from './exclusions.contract.js';
import { exclusionObjectKey } from './upload.js';
import { exclusionJobEntity } from './exclusion-job.entity.js';
import { campaignEntity } from '../campaigns/campaign.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';

/** One finished upload of the demo: its job, and its records on the list (as the import writes them). */
async function seedList(rootId: string, listType: ListType, ownerId: string, companyId: string, filename: string, csv: string, uploadedByName: string, daysAgo: number) {
  const parsed = parseExclusionCsv(new TextEncoder().encode(csv));
  const jobId = newId();
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const job = (
    await exclusionJobEntity.create({
        rootId,
        jobId,
        listType,
        ownerId,
        companyId,
        filename,
        objectKey: exclusionObjectKey(rootId, jobId),
        status: 'done',
        totalRows: parsed.rows.length,
        currentRow: parsed.rows.length,
        validRows: parsed.valid,
        invalidRows: parsed.invalid,
        duplicateRows: parsed.duplicates,
        uploadedByName,
        createdAt: at,
        finishedAt: at,
      })
      .go()
  ).data;
  const records = parsed.rows.filter((r) => r !== undefined);
  const item = entryItemBuilder(job, records.slice(0, 3));
  await batchWrite(records.map((r) => ({ PutRequest: { Item: item(r) } })));
  // Counted on the list's owner as an accepted upload is: the lead pipeline reads only lists that counted one.
  const counted = uploadCounted(holdsMd5(parsed));
  if (listType === 'campaign') await campaignEntity.patch({ rootId, campaignId: ownerId }).add(counted).go();
  else await companyEntity.patch({ rootId, companyId: ownerId }).add(counted).go();
}

/**
 * Demo exclusion lists: Bob's Bakery's client-wide list (e-mails and a hash, one bad row and one
 * repeat, as real files have) and the platform's opt-out list.
 */
export async function seedDemoExclusions(rootId: string, bakeryId: string): Promise<void> {
  const bakery = ['email', ...Array.from({ length: 24 }, (_, i) => `former.customer${i + 1}@bobsbakery-demo.test`), 'not an address', 'Former.Customer1@BobsBakery-Demo.test', 'd41d8cd98f00b204e9800998ecf8427e'].join('\n');
  await seedList(rootId, 'client', bakeryId, bakeryId, 'bakery_do_not_contact.csv', bakery, 'Bob Baker', 3);
  const platform = ['email', ...Array.from({ length: 12 }, (_, i) => `unsubscribed${i + 1}@optout-demo.test`)].join('\n');
  await seedList(rootId, 'root', rootId, rootId, 'platform_opt_outs.csv', platform, 'Rita Root', 10);
}
