import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MailMessage {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
}

export interface SmtpSink {
  host: string;
  port: number;
  messages(): MailMessage[];
  stop(): Promise<void>;
}

/**
 * An SMTP server that accepts every message and keeps it, so a developer can read what the
 * platform sent (GET /_local/mailbox on the embedded runtime). Persisted under `dir` when given.
 */
export async function startSmtpSink(opts: { dir?: string }): Promise<SmtpSink> {
  const file = opts.dir ? join(opts.dir, 'mailbox.jsonl') : undefined;
  const inbox: MailMessage[] = [];
  if (file && existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) if (line.trim()) inbox.push(JSON.parse(line) as MailMessage);
  }
  if (opts.dir) mkdirSync(opts.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    // A sink: it takes any login, so custom-SMTP settings with credentials can be tried locally.
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            const msg: MailMessage = {
              id: inbox.length + 1,
              receivedAt: new Date().toISOString(),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html ?? null,
            };
            inbox.push(msg);
            if (file) appendFileSync(file, `${JSON.stringify(msg)}\n`);
            callback();
          })
          .catch((e: Error) => callback(e));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const addr = server.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    host: '127.0.0.1',
    port,
    messages: () => [...inbox],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
