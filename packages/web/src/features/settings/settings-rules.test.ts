import { describe, expect, it } from 'vitest';
import { brandingInputSchema, smtpInputSchema } from '@platform/core/contracts';
import { ApiError } from '../../lib/api/errors';
import { FALLBACK_MESSAGE } from '../../lib/forms/server-errors';
import { bodyResolver, given, placeSectionErrors, ShownError } from './forms';
import { agencyAddresses, amountText, logoFileProblem, timeZoneOptions } from './settings-rules';

describe('money fields show what the API stored', () => {
  it('whole dollars without decimals, others with two', () => {
    expect(amountText(250)).toBe('250');
    expect(amountText(500.5)).toBe('500.50');
    expect(amountText(12.34)).toBe('12.34');
  });
  it('nothing stored reads as 0', () => {
    expect(amountText(0)).toBe('0');
    expect(amountText(Number.NaN)).toBe('0');
  });
});

describe('a logo is checked in the browser before the upload is asked for', () => {
  it('a small PNG, JPEG, WebP or GIF passes', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) expect(logoFileProblem({ type, size: 2048 })).toBeNull();
  });
  it('an SVG or a PDF is refused in the API’s words', () => {
    expect(logoFileProblem({ type: 'image/svg+xml', size: 2048 })).toBe('The logo must be a PNG, JPEG, WebP or GIF image');
    expect(logoFileProblem({ type: 'application/pdf', size: 2048 })).toBe('The logo must be a PNG, JPEG, WebP or GIF image');
  });
  it('more than 1 MB, or an empty file, is refused', () => {
    expect(logoFileProblem({ type: 'image/png', size: 1_000_001 })).toBe('The logo may be at most 1 MB');
    expect(logoFileProblem({ type: 'image/png', size: 1_000_000 })).toBeNull();
    expect(logoFileProblem({ type: 'image/png', size: 0 })).toBe('The file is empty');
  });
});

describe('the addresses an agency’s domains give', () => {
  const local = { protocol: 'http:', port: '3000' };
  it('shows the subdomain’s and the custom domain’s addresses, served as this page is', () => {
    expect(agencyAddresses({ subdomain: 'Acme2', domain: 'Leads.Acme.com' }, 'localhost', local)).toEqual({
      subdomain: 'http://acme2.localhost:3000',
      domain: 'http://leads.acme.com:3000',
    });
    expect(agencyAddresses({ subdomain: 'acme', domain: '' }, 'leadplatform.com', { protocol: 'https:', port: '' })).toEqual({
      subdomain: 'https://acme.leadplatform.com',
      domain: null,
    });
  });
  it('names no address for what is not a valid name yet', () => {
    expect(agencyAddresses({ subdomain: '-acme', domain: 'not a domain' }, 'localhost', local)).toEqual({ subdomain: null, domain: null });
  });
});

describe('the time zone list', () => {
  it('is sorted and keeps the saved zone even when the browser does not list it', () => {
    expect(timeZoneOptions('Etc/Old', ['America/New_York', 'America/Chicago'])).toEqual(['America/Chicago', 'America/New_York', 'Etc/Old']);
    expect(timeZoneOptions('America/Chicago', ['America/Chicago'])).toEqual(['America/Chicago']);
  });
});

describe('section forms are judged by core’s schemas', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;
  it('a blank colour is not sent, a malformed one is refused beside its field', async () => {
    const resolve = bodyResolver(brandingInputSchema, (v: { box_bgcolor: string }) => ({ box_bgcolor: given(v.box_bgcolor) }));
    expect((await resolve({ box_bgcolor: '' }, undefined, options)).errors).toEqual({});
    expect((await resolve({ box_bgcolor: 'red' }, undefined, options)).errors).toEqual({ box_bgcolor: { type: 'validation', message: 'Use a colour like #1f2937' } });
  });
  it('an SMTP port out of range is refused on the port', async () => {
    const resolve = bodyResolver(smtpInputSchema, (v: { enabled: boolean; port: string }) => ({ enabled: v.enabled, port: given(v.port) }));
    expect(Object.keys((await resolve({ enabled: true, port: '70000' }, undefined, options)).errors)).toEqual(['port']);
    expect((await resolve({ enabled: true, port: '587' }, undefined, options)).errors).toEqual({});
  });
});

describe('the API’s messages land beside the section’s fields', () => {
  const placed: Record<string, string> = {};
  const setError = (name: string, error: { message?: string }) => void (placed[name] = error.message ?? '');
  it('a field error named by the request’s path goes on the field; the rest shows above', () => {
    const error = new ApiError(422, 'The subdomain is taken.', { 'domains.subdomain': ['This subdomain is already taken.'], domains: ['Something else.'] });
    expect(placeSectionErrors(error, setError, 'domains', ['subdomain', 'domain'])).toBe('Something else.');
    expect(placed.subdomain).toBe('This subdomain is already taken.');
  });
  it('a refusal without fields (the role’s 403) shows its message', () => {
    expect(placeSectionErrors(new ApiError(403, 'Your role does not allow you to change settings.'), setError, 'branding', [])).toBe('Your role does not allow you to change settings.');
  });
  it('an upload failure shows its own words; anything else the fallback', () => {
    expect(placeSectionErrors(new ShownError('The logo could not be uploaded. Please try again.'), setError, 'branding', [])).toBe('The logo could not be uploaded. Please try again.');
    expect(placeSectionErrors(new TypeError('Failed to fetch'), setError, 'branding', [])).toBe(FALLBACK_MESSAGE);
  });
});
