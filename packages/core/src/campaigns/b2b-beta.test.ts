import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.js';
import { assertB2bOpen, B2B_BETA_CLOSED, B2B_MODULE_FEATURE } from './b2b-beta.js';

const closed = { ...B2B_MODULE_FEATURE, apply_to_all_agency: false };

describe('B2B ID campaigns need the b2b beta open to the agency', () => {
  it('a beta closed to other agencies refuses an agency outside the beta (403 with the reason)', () => {
    let caught: unknown;
    try {
      assertB2bOpen('b2b', { betaFeatures: [] }, closed);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect((caught as DomainError).message).toBe(B2B_BETA_CLOSED);
  });

  it('an agency in the beta may, and every agency may once the module is open to all', () => {
    expect(() => assertB2bOpen('b2b', { betaFeatures: ['b2b_module'] }, closed)).not.toThrow();
    expect(() => assertB2bOpen('b2b', { betaFeatures: [] }, { ...closed, apply_to_all_agency: true })).not.toThrow();
    expect(() => assertB2bOpen('b2b', { betaFeatures: [] }, { ...closed, is_beta: false })).not.toThrow();
  });

  it('the other modules are not in the beta', () => {
    for (const m of ['local', 'locator', 'enhance'] as const) expect(() => assertB2bOpen(m, { betaFeatures: [] }, closed)).not.toThrow();
  });
});
