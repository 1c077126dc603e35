import { describe, expect, it } from 'vitest';
import { classifyHost, isValidSubdomain, normalizeHost } from './domains.js';

describe('domain resolution: which claim a host points at', () => {
  it.each([
    ['localhost', 'localhost', { kind: 'platform', name: 'localhost' }],
    ['localhost:3000', 'localhost', { kind: 'platform', name: 'localhost' }],
    ['acme.localhost', 'localhost', { kind: 'subdomain', name: 'acme' }],
    ['ACME.localhost:5173', 'localhost', { kind: 'subdomain', name: 'acme' }],
    ['https://globex.localhost/login', 'localhost', { kind: 'subdomain', name: 'globex' }],
    ['app.example.com', 'app.example.com', { kind: 'platform', name: 'app.example.com' }],
    ['acme.app.example.com', 'app.example.com', { kind: 'subdomain', name: 'acme' }],
    ['leads.acme-marketing.com', 'app.example.com', { kind: 'custom', name: 'leads.acme-marketing.com' }],
    // Two labels under the base are not a subdomain of ours: looked up as a custom domain.
    ['a.b.localhost', 'localhost', { kind: 'custom', name: 'a.b.localhost' }],
    ['example.com.', 'localhost', { kind: 'custom', name: 'example.com' }],
  ])('%s on base %s is %j', (host, base, expected) => {
    expect(classifyHost(host, base)).toEqual(expected);
  });

  it.each(['', ' ', 'bad host', 'a..b', 'x'.repeat(254), 'evil.com/<script>'])('rejects %j as a host', (host) => {
    expect(classifyHost(host, 'localhost')).toBeUndefined();
  });

  it('normalises case, port and trailing dot', () => {
    expect(normalizeHost('Acme.Example.COM:443.')).toBeUndefined();
    expect(normalizeHost('Acme.Example.COM.:443')).toBe('acme.example.com');
    expect(normalizeHost('Acme.Example.COM:443')).toBe('acme.example.com');
  });
});

describe('subdomain rule: letters, digits and hyphens, 1 to 63, alphanumeric at both ends', () => {
  it.each([
    ['a', true],
    ['acme', true],
    ['acme-2', true],
    ['a'.repeat(63), true],
    ['a'.repeat(64), false],
    ['-acme', false],
    ['acme-', false],
    ['ac_me', false],
    ['ac.me', false],
    ['', false],
  ])('%s is %s', (label, ok) => {
    expect(isValidSubdomain(label)).toBe(ok);
  });
});
