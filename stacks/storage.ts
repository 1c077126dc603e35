import { EXPORT_EXPIRY_DAYS, EXPORT_PREFIX, UPLOAD_EXPIRY_DAYS, UPLOAD_PREFIX } from './manifest';
import type { StageSettings } from './stage';
import { tableShape } from './table-shape';
import { INDEX_PROJECTIONS, type IndexName } from '../packages/core/src/db/table';

/**
 * The single table and the uploads bucket. The table has exactly the keys and global indexes the
 * ElectroDB entities use (stacks/table-shape.ts reads them from the entities and checks them
 * against core's table module, which the embedded runtime creates locally), so adding an entity
 * on a new index is all it takes to get the index on AWS.
 */
export function createStorage(stage: StageSettings) {
  const shape = tableShape();
  const fields: Record<string, 'string'> = { [shape.primary.pk]: 'string' };
  if (shape.primary.sk) fields[shape.primary.sk] = 'string';
  const globalIndexes: Record<string, { hashKey: string; rangeKey?: string; projection: 'all' | string[] }> = {};
  for (const [name, keys] of Object.entries(shape.globalIndexes)) {
    fields[keys.pk] = 'string';
    if (keys.sk) fields[keys.sk] = 'string';
    // Entities read whole items from their indexes (a company's children, a user's sessions), except
    // where core's table module projects only what one reader needs (an array is INCLUDE in SST).
    const only = INDEX_PROJECTIONS[name as IndexName];
    globalIndexes[name] = { hashKey: keys.pk, ...(keys.sk ? { rangeKey: keys.sk } : {}), projection: only ? [...only] : 'all' };
  }

  const table = new sst.aws.Dynamo('Table', {
    fields,
    primaryIndex: { hashKey: shape.primary.pk, ...(shape.primary.sk ? { rangeKey: shape.primary.sk } : {}) },
    globalIndexes,
    // Sessions, refresh tokens, challenges and throttles carry an expiry; DynamoDB deletes them for free.
    ttl: shape.ttlAttribute,
    // Production data survives a mistaken `sst remove` or a console click; other stages are disposable.
    deletionProtection: stage.production,
    transform: {
      table: (args) => {
        // SST turns this on already; stated here because losing it would be silent.
        args.pointInTimeRecovery = { enabled: true };
      },
    },
  });

  const bucket = new sst.aws.Bucket('Uploads', {
    // Browsers PUT CSVs straight to S3 with presigned URLs from every agency's own domain, which the
    // stack cannot list; the signature, not the origin, is what authorises an upload.
    cors: {
      allowOrigins: ['*'],
      allowMethods: ['PUT', 'GET', 'HEAD'],
      allowHeaders: ['content-type', 'content-length', 'content-md5', 'x-amz-*'],
      exposeHeaders: ['ETag'],
      maxAge: '1 hour',
    },
    lifecycle: [
      { id: 'expire-uploads', prefix: UPLOAD_PREFIX, expiresIn: `${UPLOAD_EXPIRY_DAYS} days` },
      { id: 'expire-exports', prefix: EXPORT_PREFIX, expiresIn: `${EXPORT_EXPIRY_DAYS} days` },
    ],
    transform: {
      bucket: (args) => {
        // Production keeps its uploads when the stack is removed; test stages clean up after themselves.
        args.forceDestroy = !stage.production;
      },
    },
  });

  return { table, bucket };
}

export type Storage = ReturnType<typeof createStorage>;
