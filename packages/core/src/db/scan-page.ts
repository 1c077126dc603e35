import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../platform/config.js';
import { documentClient } from './client.js';

/** One page of a table scan for one entity's items matching a filter, and the cursor of the next (none at the end). */
export interface ScanPage {
  items: Record<string, unknown>[];
  next?: string;
}

const encode = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');
const decode = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;

/**
 * Scans `limit` items of the table (DynamoDB counts the items it reads, before the filter), keeping
 * those of `entity` (ElectroDB's identifier attribute) that match `filter`. For jobs that must visit
 * every item of a kind whatever its partition, such as the data upgrades; never for a request.
 */
export async function scanPage(opts: {
  entity: string;
  filter?: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
  cursor?: string;
  limit?: number;
}): Promise<ScanPage> {
  const res = await documentClient().send(
    new ScanCommand({
      TableName: getConfig().TABLE_NAME,
      Limit: opts.limit ?? 500,
      ConsistentRead: true,
      FilterExpression: ['#edbEntity = :edbEntity', ...(opts.filter ? [`(${opts.filter})`] : [])].join(' AND '),
      ExpressionAttributeNames: { '#edbEntity': '__edb_e__', ...opts.names },
      ExpressionAttributeValues: { ':edbEntity': opts.entity, ...opts.values },
      ...(opts.cursor ? { ExclusiveStartKey: decode(opts.cursor) } : {}),
    }),
  );
  return { items: (res.Items ?? []) as Record<string, unknown>[], ...(res.LastEvaluatedKey ? { next: encode(res.LastEvaluatedKey) } : {}) };
}
