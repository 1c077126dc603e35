import { connect } from 'node:net';
import { inject } from 'vitest';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends exactly these bytes as one HTTP/1.1 request (no client-side checks or escaping), so
 * malformed request lines and headers reach the server as an attacker would send them.
 */
export function rawRequest(requestLine: string, headers: Record<string, string> = {}, opts: { from?: string } = {}): Promise<RawAnswer> {
  const port = inject('apiPort');
  const head = [requestLine, ...Object.entries({ host: '127.0.0.1', connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}`)].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: opts.from ?? '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = top.split('\r\n');
      const hs: Record<string, string> = {};
      for (const l of lines) {
        const i = l.indexOf(':');
        if (i > 0) hs[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers: hs, body: hs['transfer-encoding'] === 'chunked' ? unchunk(body) : body });
    });
    socket.write(`${head}\r\n\r\n`);
  });
}

function unchunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const i = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, i), 16);
    if (!size) return out;
    out += rest.slice(i + 2, i + 2 + size);
    rest = rest.slice(i + 2 + size + 2);
  }
}
