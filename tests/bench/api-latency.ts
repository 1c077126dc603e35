/**
 * GET /api/user at 50 concurrent connections against the embedded runtime, beside a bare node:http
 * server doing the same DynamoDB GetItem in the same run. The ratio is the figure that matters:
 * what the handler stack (middy, token check, session check, user data) costs over the storage read.
 */
import autocannon from 'autocannon';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { startPlatform } from '@platform/local';
import { db } from '@platform/core';

const CONNECTIONS = 50;
const DURATION_S = 10;

async function load(url: string, headers: Record<string, string> = {}) {
  // Warm up connections and caches first, as a running Lambda would be.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average };
}

export async function benchApiLatency() {
  const platform = await startPlatform({ quiet: true, seed: true });
  try {
    const login = await fetch(`http://127.0.0.1:${platform.port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'agency@demo.test', password: 'Demo!2345', domainName: 'acme.localhost' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const me = (await (await fetch(`http://127.0.0.1:${platform.port}/api/user`, { headers: { authorization: `Bearer ${access_token}` } })).json()) as { id: string; company_root_id: string };

    const platformFigures = await load(`http://127.0.0.1:${platform.port}/api/user`, { authorization: `Bearer ${access_token}` });

    // The bare baseline: the same item, read the same way, with nothing else around it.
    const doc = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: platform.dynamoEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    );
    const key = db().entities.user.get({ rootId: me.company_root_id, userId: me.id }).params<{ Key: Record<string, string> }>().Key;
    const bare = createServer((_req, res) => {
      doc.send(new GetCommand({ TableName: platform.tableName, Key: key })).then(
        (out) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(out.Item ?? null));
        },
        () => {
          res.writeHead(500);
          res.end();
        },
      );
    });
    await new Promise<void>((ok) => bare.listen(0, '127.0.0.1', () => ok()));
    const bareFigures = await load(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`);
    bare.close();
    doc.destroy();
    return {
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      platform: platformFigures,
      bareGetItem: bareFigures,
      ratioP50: platformFigures.p50 / Math.max(bareFigures.p50, 0.001),
      ratioP99: platformFigures.p99 / Math.max(bareFigures.p99, 0.001),
    };
  } finally {
    await platform.stop();
  }
}
