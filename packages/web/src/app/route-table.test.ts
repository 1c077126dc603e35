import { describe, expect, it } from 'vitest';
import { isPublicPath, isVisitorPath, routeAccess, USER_TYPES, type GuardContext, type UserType } from '@platform/core/contracts';
import { ROUTE_TABLE, samplePath } from './route-table';

/** A user ready to work (card, profile, connected account), of the given type. */
function ready(user_type: UserType, systemuser: 'T' | 'F' = 'F'): GuardContext {
  const feature = (slug: string) => ({ id: slug, slug, name: slug, is_beta: true, apply_to_all_agency: true });
  return {
    user: {
      user_type,
      systemuser,
      rootcomp: systemuser,
      isAccExecutive: 'T',
      isViewMode: false,
      customer_card_id: 'card',
      manual_bill: 'F',
      profile_setup_completed: 'T',
      charges_enabled: true,
      payouts_enabled: true,
      disable_client_add_campaign: 'F',
      user_permissions: null,
      menuLeadspeek: true,
      leadlocalurl: 'siteid',
      leadlocalname: 'Site ID',
      leadlocatorurl: 'searchid',
      leadlocatorname: 'Search ID',
      leadenhanceurl: null,
      leadenhancename: null,
      leadb2burl: 'b2bid',
      leadb2bname: 'B2B ID',
      company_root_id: 'root',
    },
    setup: {
      setupcomplete: 'T',
      paymentStatusFailed: false,
      accountconnected: 'completed',
      isBeta: false,
      betaFeature: { b2b_module: feature('b2b_module'), data_wallet: feature('data_wallet') },
      api_mode: 'F',
    },
    domain: { rootcomp: 'F', agencyplatformroot: 'T', masteridsys: 'root' },
    rootPermissions: null,
  };
}

const everyone = [...USER_TYPES.map((t) => ready(t)), ready('userdownline', 'T')];
const who = (c: GuardContext) => `${c.user.user_type}${c.user.systemuser === 'T' ? ' (system user)' : ''}`;

describe('the route table agrees with core’s route rules', () => {
  it.each(ROUTE_TABLE.filter((r) => r.meta.requiresAuth).map((r) => [r.id, r] as const))(
    '%s: somebody may open it, so it is not a dead route',
    (_id, entry) => {
      const path = samplePath(entry);
      const opened = everyone.filter((c) => routeAccess(c, path).kind === 'allow');
      expect(opened.length, path).toBeGreaterThan(0);
    },
  );

  it.each(ROUTE_TABLE.filter((r) => r.meta.clientTypeAccess).map((r) => [r.id, r] as const))(
    '%s: user types outside clientTypeAccess never get it',
    (_id, entry) => {
      const path = samplePath(entry);
      const allowed = entry.meta.clientTypeAccess ?? [];
      for (const c of everyone.filter((c) => !allowed.includes(c.user.user_type))) {
        expect(routeAccess(c, path).kind, `${who(c)} on ${path}`).not.toBe('allow');
      }
    },
  );

  it.each(ROUTE_TABLE.filter((r) => r.meta.requiresVisitor).map((r) => [r.id, r] as const))(
    '%s is a visitor route for core too',
    (_id, entry) => {
      expect(isVisitorPath(samplePath(entry))).toBe(true);
    },
  );

  it.each(ROUTE_TABLE.filter((r) => r.area === 'public').map((r) => [r.id, r] as const))('%s is public for core too', (_id, entry) => {
    expect(isPublicPath(samplePath(entry))).toBe(true);
  });

  it('names the spec’s named routes once each', () => {
    const names = ROUTE_TABLE.flatMap((r) => (r.meta.name ? [r.meta.name] : []));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['Login', 'Register', 'Agency Register', 'TermUse', 'PrivacyPolicy', 'Dashboard', 'Profile Setup', 'Card Setting', 'Agency List']),
    );
  });
});
