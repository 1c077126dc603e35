import { describe, expect, it } from 'vitest';
import { db } from '../db/service.js';
import { classifyCell, md5Hex, sha256Hex } from './csv-records.js';
import { shardOf } from './exclusion-entry.entity.js';
import type { ExclusionJob } from './exclusion-job.entity.js';
import { entryItemBuilder } from './import-job.js';

const job = { rootId: 'Root-1', jobId: 'job-9', listType: 'client', ownerId: 'Client-7', generation: 3 } as ExclusionJob;

describe('the import builds exactly the items ElectroDB would', () => {
  const records = ['a@b.co', md5Hex('x@y.co'), sha256Hex('z@y.co'), 'Mixed.Case@Example.org'].map((c) => classifyCell(c)!);
  const build = entryItemBuilder(job, records);

  it.each(records.map((r) => [r.key, r] as const))('%s', (_key, r) => {
    const reference = db()
      .entities.exclusionEntry.put({ rootId: job.rootId, listType: job.listType, ownerId: job.ownerId, generation: job.generation, entryKey: r.key, shard: shardOf(r.key), jobId: job.jobId, ...(r.md5 ? { md5: r.md5 } : {}) })
      .params<{ Item: Record<string, unknown> }>().Item;
    expect(build(r)).toEqual(reference);
  });
});
