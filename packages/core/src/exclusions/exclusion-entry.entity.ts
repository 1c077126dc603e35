import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';
import { LIST_TYPES } from './exclusion-values.js';

/**
 * One e-mail (as its hashes) or one uploaded hash on one list. The whole key is the item's
 * partition, so the suppression check reads any list's candidates in one BatchGetItem and an
 * import's parallel writes spread over partitions instead of throttling one. The list index is
 * split over 16 shards (the key's first hex digit) for the same reason; the purge job and the count
 * read it. Both keys carry the list's generation: a purge moves the list to the next one, so the
 * old entries stop counting at once and are deleted in the background (docs/decisions.md,
 * Exclusion lists).
 */
export const exclusionEntryEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'exclusionEntry', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      listType: { type: LIST_TYPES, required: true, readOnly: true },
      /** The list's owner: the root company, the client company, or the campaign. */
      ownerId: { type: 'string', required: true, readOnly: true },
      /** `md5:<hex>` or `sha256:<hex>`. */
      entryKey: { type: 'string', required: true, readOnly: true },
      shard: { type: 'string', required: true, readOnly: true },
      /** The list's generation the entry was written in (list-owner-attributes.ts). */
      generation: { type: 'number', required: true, readOnly: true },
      /** A plain e-mail's MD5 (its key is the SHA-256); never the address itself. */
      md5: { type: 'string' },
      jobId: { type: 'string' },
    },
    indexes: {
      byKey: {
        pk: { field: 'pk', composite: ['rootId', 'listType', 'ownerId', 'generation', 'entryKey'] },
        sk: { field: 'sk', composite: [] },
      },
      byList: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'listType', 'ownerId', 'generation', 'shard'] },
        sk: { field: 'gsi1sk', composite: ['entryKey'] },
      },
    },
  }),
);

export const ENTRY_SHARDS = '0123456789abcdef'.split('');
/** The shard of a key: the first hex digit of its hash. */
export const shardOf = (entryKey: string) => entryKey.slice(entryKey.indexOf(':') + 1, entryKey.indexOf(':') + 2);
