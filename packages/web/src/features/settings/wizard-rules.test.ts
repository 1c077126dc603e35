import { describe, expect, it } from 'vitest';
import { ctx } from '../../lib/access/guard-fixture.test-support';
import { isAgencyStaff, setupGuideDue } from './wizard-rules';

describe('the set-up guide', () => {
  it('is for an agency’s own staff, not the platform’s users', () => {
    expect(isAgencyStaff(ctx({ user_type: 'userdownline' }))).toBe(true);
    expect(isAgencyStaff(ctx({ user_type: 'administrator' }))).toBe(true);
    expect(isAgencyStaff(ctx({ user_type: 'user', systemuser: 'T', rootcomp: 'T' }))).toBe(false);
    expect(isAgencyStaff(ctx({ user_type: 'administrator', rootcomp: 'T' }))).toBe(false);
  });
  it('opens by itself while the agency is sent to General Settings (its payment account not ready), not once it is set up', () => {
    expect(setupGuideDue(ctx({ charges_enabled: false, payouts_enabled: false }, { accountconnected: '' }))).toBe(true);
    expect(setupGuideDue(ctx({ user_type: 'administrator', customer_card_id: null, charges_enabled: false }))).toBe(true);
    expect(setupGuideDue(ctx({}))).toBe(false);
  });
});
