import { describe, expect, it } from 'vitest';
import { originOf } from './request-context.js';

describe('where a user-log row says the user was', () => {
  it('behind CloudFront: the viewer’s address without its port, and city, region and country', () => {
    const o = originOf('130.176.1.1', { 'cloudfront-viewer-address': '203.0.113.7:46532', 'cloudfront-viewer-city': 'S%C3%A3o%20Paulo', 'cloudfront-viewer-country-region-name': 'Sao Paulo', 'cloudfront-viewer-country-name': 'Brazil' }, true);
    expect(o).toEqual({ ip: '203.0.113.7', location: 'São Paulo, Sao Paulo, Brazil' });
  });

  it('an IPv6 viewer address loses its brackets and port', () => {
    expect(originOf('130.176.1.1', { 'cloudfront-viewer-address': '[2001:db8::1]:443', 'cloudfront-viewer-country': 'US' }, true)).toEqual({ ip: '2001:db8::1', location: 'US' });
  });

  it('viewer headers are ignored where the API is not behind CloudFront (anyone could send them)', () => {
    expect(originOf('198.51.100.4', { 'cloudfront-viewer-address': '203.0.113.7:1', 'cloudfront-viewer-country': 'FR' }, false)).toEqual({ ip: '198.51.100.4' });
  });

  it.each(['127.0.0.1', '10.1.2.3', '192.168.0.9', '172.20.0.1', '::1'])('%s is the local network', (ip) => {
    expect(originOf(ip, {}, false)).toEqual({ ip, location: 'Local network' });
  });

  it('a public address with no CDN headers has no known location', () => {
    expect(originOf('8.8.8.8', {}, false)).toEqual({ ip: '8.8.8.8' });
  });
});
