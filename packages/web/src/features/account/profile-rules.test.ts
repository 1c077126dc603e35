import { describe, expect, it } from 'vitest';
import type { UserData } from '@platform/core/contracts';
import { pictureProblem, requestOf, safePicture, schemaOf, valuesOf } from './profile-rules';

const user = {
  name: 'Pat',
  email: 'pat@example.test',
  phonenum: '+12015550123',
  phone_country_code: 'US',
  phone_country_calling_code: '+1',
  company_name: 'Pat Co',
  address: null,
  city: null,
  zip: null,
  country_code: null,
  state_code: null,
} as unknown as UserData;

describe('the profile form', () => {
  it('shows the stored phone as the national number of its country', () => {
    expect(valuesOf(user)).toMatchObject({ phonenum: '2015550123', phone_country_code: 'US', address: '' });
  });
  it('posts only the step’s fields, with the step', () => {
    expect(requestOf('1', valuesOf(user))).toEqual({ step: '1', name: 'Pat', email: 'pat@example.test', phonenum: '2015550123', phone_country_code: 'US' });
    expect(Object.keys(requestOf('2', valuesOf(user)))).toEqual(['step', 'company_name', 'address', 'city', 'zip', 'country_code', 'state_code']);
    expect(requestOf('all', valuesOf(user))).not.toHaveProperty('step');
  });
  it('judges the business address with core’s rules: an address, city, zip and country are required', () => {
    const parsed = schemaOf('2').safeParse(requestOf('2', valuesOf(user)));
    expect(parsed.success).toBe(false);
    const fields = parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['address', 'city', 'zip', 'country_code']));
  });
});

describe('the profile picture', () => {
  it('is a PNG, JPEG, WebP or GIF of at most 1 MB', () => {
    expect(pictureProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(pictureProblem({ type: 'image/svg+xml', size: 10 })).toBe('The picture must be a PNG, JPEG, WebP or GIF image');
    expect(pictureProblem({ type: 'image/png', size: 1_000_001 })).toBe('The picture may be at most 1 MB');
  });
  it('is shown only from the platform’s own picture route', () => {
    expect(safePicture('/api/user/picture/u1/abc.png')).toBe('/api/user/picture/u1/abc.png');
    expect(safePicture('javascript:alert(1)')).toBeNull();
    expect(safePicture('https://evil.example/x.png')).toBeNull();
  });
});
