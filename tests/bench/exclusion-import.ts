/**
 * A 10,000-row exclusion upload on the embedded runtime, from the upload request to the job being
 * done (S3 → queue → worker → DynamoDB), beside bare BatchWriteItem loops writing the same 10,000
 * items: one request at a time, and with as many requests in flight as the importer uses. The
 * ratio to the parallel loop is what the upload path costs over the writes themselves.
 */
import { createHash } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { bareBatchWrite } from './bare-batch-write.js';
import { startPlatform } from '@platform/local';
import { db } from '@platform/core';

const ROWS = 10_000;
const CONCURRENCY = 16; // the importer's IMPORT_CONCURRENCY

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

function csv(prefix: string): string {
  const lines = ['email'];
  for (let i = 0; i < ROWS; i += 1) {
    const a = `${prefix}.${i}@example.com`;
    lines.push(i % 3 === 0 ? a : i % 3 === 1 ? md5(a) : sha(a));
  }
  return lines.join('\n');
}

async function bareLoop(doc: DynamoDBDocumentClient, table: string, rootId: string, ownerId: string, lanes: number): Promise<number> {
  const entity = db().entities.exclusionEntry;
  const items = Array.from({ length: ROWS }, (_, i) => {
    const key = `sha256:${sha(`${ownerId}.${i}@example.com`)}`;
    return entity.put({ rootId, listType: 'client', ownerId, generation: 0, entryKey: key, shard: key[7] as string, jobId: 'bench' }).params<{ Item: Record<string, unknown> }>().Item;
  });
  return bareBatchWrite(doc, table, items, lanes);
}

export async function benchExclusionImport() {
  const platform = await startPlatform({ quiet: true, seed: true });
  try {
    const base = `http://127.0.0.1:${platform.port}`;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'client@demo.test', password: 'Demo!2345', domainName: 'acme.localhost' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${access_token}` };
    const me = (await (await fetch(`${base}/api/user`, { headers: auth })).json()) as { company_id: string; company_root_id: string };

    // DynamoDB Local runs on the JVM: warm it up first, so neither side pays for its JIT.
    const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: platform.dynamoEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
    await bareLoop(doc, platform.tableName, me.company_root_id, 'bench-warmup', CONCURRENCY);
    const bareParallelSeconds = await bareLoop(doc, platform.tableName, me.company_root_id, 'bench-parallel', CONCURRENCY);

    const form = new FormData();
    form.append('ClientCompanyID', me.company_id);
    form.append('campaigntype', 'client');
    form.append('file', new Blob([csv(`bench${Date.now()}`)], { type: 'text/csv' }), 'bench.csv');
    const started = performance.now();
    const up = await fetch(`${base}/api/tools/optout-client/upload`, { method: 'POST', body: form, headers: auth });
    if (up.status !== 200) throw new Error(`upload refused: ${up.status} ${await up.text()}`);
    const uploadAnswerSeconds = (performance.now() - started) / 1000;
    for (;;) {
      const p = (await (await fetch(`${base}/api/tools/optout-client/progress/${me.company_id}?campaignType=client`, { headers: auth })).json()) as { jobDone: boolean };
      if (p.jobDone) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const uploadToDoneSeconds = (performance.now() - started) / 1000;

    const bareSequentialSeconds = await bareLoop(doc, platform.tableName, me.company_root_id, 'bench-sequential', 1);
    doc.destroy();
    return {
      rows: ROWS,
      uploadAnswerSeconds,
      uploadToDoneSeconds,
      bareParallelSeconds,
      bareSequentialSeconds,
      ratioToParallel: uploadToDoneSeconds / bareParallelSeconds,
      ratioToSequential: uploadToDoneSeconds / bareSequentialSeconds,
    };
  } finally {
    await platform.stop();
  }
}

export function printExclusionImport(r: Awaited<ReturnType<typeof benchExclusionImport>>) {
  console.log(`  upload answered            ${r.uploadAnswerSeconds.toFixed(2)} s`);
  console.log(`  upload → done (${r.rows} rows)  ${r.uploadToDoneSeconds.toFixed(2)} s`);
  console.log(`  bare BatchWriteItem, ${CONCURRENCY} in flight  ${r.bareParallelSeconds.toFixed(2)} s  (ratio ${r.ratioToParallel.toFixed(2)}x)`);
  console.log(`  bare BatchWriteItem, one at a time  ${r.bareSequentialSeconds.toFixed(2)} s  (ratio ${r.ratioToSequential.toFixed(2)}x)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printExclusionImport(await benchExclusionImport());
  process.exit(0);
}
