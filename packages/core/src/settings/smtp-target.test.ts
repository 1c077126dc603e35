import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../platform/config.js';
import { assertSmtpPort, isPublicAddress, smtpTarget } from './smtp-target.js';

afterEach(() => {
  delete process.env.CUSTOM_SMTP_PRIVATE_TARGETS;
  delete process.env.SMTP_PORT;
  resetConfig();
});

describe('custom SMTP reaches only public addresses', () => {
  it.each(['127.0.0.1', '127.8.8.8', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::2', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1', 'not-an-ip'])(
    '%s is not public',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));

  it('on AWS a loopback, private or metadata host is refused before any connection', async () => {
    resetConfig();
    for (const host of ['127.0.0.1', '10.0.0.5', '169.254.169.254', 'localhost']) {
      await expect(smtpTarget(host, 587)).rejects.toMatchObject({ kind: 'validation', errors: { 'smtp.host': ['Use the public host name of your SMTP server.'] } });
    }
  });

  it('a public address is connected to as resolved', async () => {
    await expect(smtpTarget('8.8.8.8', 465)).resolves.toEqual({ address: '8.8.8.8', servername: '8.8.8.8' });
  });

  it('the embedded runtime (a developer machine) allows loopback sinks on any port', async () => {
    process.env.CUSTOM_SMTP_PRIVATE_TARGETS = 'allow';
    resetConfig();
    await expect(smtpTarget('127.0.0.1', 40123)).resolves.toEqual({ address: '127.0.0.1', servername: '127.0.0.1' });
    expect(() => assertSmtpPort(40124)).not.toThrow();
  });
});

describe('only SMTP ports', () => {
  it.each([25, 465, 587, 2525])('%i is allowed', (port) => expect(() => assertSmtpPort(port)).not.toThrow());
  it.each([22, 80, 443, 3306, 6379, 8080])('%i is refused', (port) => expect(() => assertSmtpPort(port)).toThrow('Use an SMTP port: 25, 465, 587, 2525.'));
});
