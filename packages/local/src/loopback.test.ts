import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isLoopback, isLoopbackAddress } from './loopback.js';

const from = (remoteAddress: string | undefined) => ({ socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('only this machine reaches the /_local pages', () => {
  it.each(['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1'])('a request from %s is local', (a) => expect(isLoopback(from(a))).toBe(true));
  it.each(['192.0.2.2', '10.0.0.1', '::ffff:192.168.1.2', 'fd00::2', '0.0.0.0', '', undefined, '127.example.test'])('a request from %s is not', (a) => expect(isLoopback(from(a))).toBe(false));
  it('0.0.0.0 and :: are not loopback listen addresses (they listen everywhere)', () => {
    expect(isLoopbackAddress('0.0.0.0')).toBe(false);
    expect(isLoopbackAddress('::')).toBe(false);
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
  });
});
