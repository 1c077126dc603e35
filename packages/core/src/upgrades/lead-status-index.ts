import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../db/client.js';
import { isConditionFailure } from '../db/conditions.js';
import { leadEntity, type Lead } from '../leads/lead.entity.js';
import { mapLimit } from '../platform/concurrency.js';
import { getConfig } from '../platform/config.js';
import { scanningUpgrade } from './data-upgrade.js';

const ATTEMPTS = 3;

/** The agency-and-status index's keys of a stored lead, as ElectroDB writes them. */
function statusIndexKeys(l: Pick<Lead, 'rootId' | 'agencyId' | 'module' | 'status' | 'receivedAt' | 'leadId'>): { pk: string; sk: string } {
  const params = leadEntity.query.byAgencyStatus({ rootId: l.rootId, agencyId: l.agencyId, module: l.module, status: l.status, receivedAt: l.receivedAt, leadId: l.leadId })
    .params<{ ExpressionAttributeValues: Record<string, string> }>();
  const { ':pk': pk, ':sk1': sk } = params.ExpressionAttributeValues;
  if (!pk || !sk) throw new Error('the status index keys could not be built');
  return { pk, sk };
}

/**
 * Gives one lead stored before the index existed its index keys. Conditioned on its status being
 * the one the keys were built from and on the keys still being absent: a lead whose status moves
 * meanwhile is keyed by that move (an ElectroDB update of the status writes every index it is part
 * of), and one that loses the race is read again. Answers whether the lead changed.
 */
async function keyLead(raw: Record<string, unknown>): Promise<boolean> {
  const table = getConfig().TABLE_NAME;
  let item: Record<string, unknown> | undefined = raw;
  for (let attempt = 0; attempt < ATTEMPTS && item; attempt += 1) {
    if (item.gsi7pk !== undefined) return false;
    const lead = leadEntity.parse({ Item: item }).data as Lead | null;
    if (!lead) return false;
    const keys = statusIndexKeys(lead);
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: table,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET gsi7pk = :pk, gsi7sk = :sk',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi7pk) AND #status = :status',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':pk': keys.pk, ':sk': keys.sk, ':status': lead.status },
        }),
      );
      return true;
    } catch (e) {
      if (!isConditionFailure(e)) throw e;
      item = (await documentClient().send(new GetCommand({ TableName: table, Key: { pk: item.pk, sk: item.sk }, ConsistentRead: true }))).Item;
    }
  }
  return false;
}

/**
 * Leads stored before the agency-and-status index (gsi7) existed have none of its keys, so a status
 * filter over a whole agency would miss them (docs/decisions.md, "Data upgrades").
 */
export const leadStatusIndex = scanningUpgrade('lead-status-index', { entity: 'lead', filter: 'attribute_not_exists(#gsi7pk)', names: { '#gsi7pk': 'gsi7pk' } }, async (leads) => {
  const changed = await mapLimit(leads, 8, keyLead);
  return changed.filter(Boolean).length;
});
