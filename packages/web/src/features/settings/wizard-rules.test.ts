import { describe, expect, it } from 'vitest';
import type { GuardContext } from '@platform/core/contracts';
import { isAgencyStaff, setupGuideDue } from './wizard-rules';

const ctx = (user: Partial<GuardContext['user']>, setup: Partial<NonNullable<GuardContext['setup']>> = {}): GuardContext =>
  ({
    user: {
      user_type: 'userdownline',
      systemuser: 'F',
      rootcomp: 'F',
      isAccExecutive: 'F',
      isViewMode: false,
      customer_card_id: 'card_1',
      manual_bill: 'F',
      profile_setup_completed: 'T',
      charges_enabled: true,
      payouts_enabled: true,
      disable_client_add_campaign: 'F',
      user_permissions: null,
      menuLeadspeek: true,
      leadlocalurl: 'siteid',
      leadlocalname: 'Site ID',
      leadlocatorurl: null,
      leadlocatorname: null,
      leadenhanceurl: null,
      leadenhancename: null,
      leadb2burl: null,
      leadb2bname: null,
      company_root_id: 'root',
      ...user,
    },
    setup: { setupcomplete: 'T', paymentStatusFailed: false, accountconnected: 'completed', isBeta: false, api_mode: 'F', ...setup } as GuardContext['setup'],
  }) as GuardContext;

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
