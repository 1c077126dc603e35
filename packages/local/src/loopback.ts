import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/** True for an address of this machine's loopback interface (127.0.0.0/8, ::1, and v4-mapped). */
export function isLoopbackAddress(address: string): boolean {
  const a = address.replace(/^::ffff:/i, '');
  if (a === '::1' || a === 'localhost') return true;
  return isIP(a) === 4 && a.startsWith('127.');
}

/**
 * Whether the request came from this machine. The one check every /_local endpoint passes (the
 * mailbox holds reset and invitation links; others run schedules and move the clock): anything
 * reached from another address answers as if it did not exist.
 */
export function isLoopback(req: IncomingMessage): boolean {
  return isLoopbackAddress(req.socket.remoteAddress ?? '');
}
