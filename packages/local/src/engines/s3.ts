import S3rver from 's3rver';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface S3Engine {
  endpoint: string;
  stop(): Promise<void>;
  /** S3-notification-shaped records of created objects, for hooking upload queues. */
  onObjectCreated(fn: (record: { bucket: string; key: string; size: number }) => void): void;
}

const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/** s3rver on a free port: persisted under `dir`, or in a temporary folder removed on stop. */
export async function startS3(opts: { dir?: string; bucket: string }): Promise<S3Engine> {
  const temp = opts.dir ? undefined : mkdtempSync(join(tmpdir(), 'platform-s3-'));
  const directory = opts.dir ?? (temp as string);
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: opts.bucket, configs: [CORS] }],
  });
  const { port } = await server.run();
  const listeners: ((r: { bucket: string; key: string; size: number }) => void)[] = [];
  server.on('event', (e: { Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string; size: number } } }[] }) => {
    for (const r of e.Records) {
      if (r.eventName.startsWith('ObjectCreated')) {
        for (const l of listeners) l({ bucket: r.s3.bucket.name, key: r.s3.object.key, size: r.s3.object.size });
      }
    }
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    onObjectCreated: (fn) => listeners.push(fn),
    stop: async () => {
      await server.close();
      if (temp) rmSync(temp, { recursive: true, force: true });
    },
  };
}
