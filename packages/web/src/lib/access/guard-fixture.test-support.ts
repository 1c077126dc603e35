import type { GuardContext } from '@platform/core/contracts';

/** A signed-in agency owner, set up and connected, with one module; tests change what their rule reads. */
export const ctx = (user: Partial<GuardContext['user']>, setup: Partial<NonNullable<GuardContext['setup']>> = {}): GuardContext =>
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
