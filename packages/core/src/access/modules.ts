import { betaApplies, type GuardContext } from './guard-context.js';

export type ModuleKey = 'local' | 'locator' | 'enhance' | 'b2b';

export interface ModuleArea {
  key: ModuleKey;
  name: string;
  url: string;
  beta: boolean;
}

/**
 * The module areas a user has: local and locator when their url exists; enhance and b2b only when
 * both url and name exist; b2b hidden when in beta, not open to all agencies and the user is not a
 * beta user (docs/product.md, Campaigns and the four modules).
 */
export function moduleAreas(c: GuardContext): ModuleArea[] {
  const u = c.user;
  const out: ModuleArea[] = [];
  if (u.leadlocalurl) out.push({ key: 'local', name: u.leadlocalname ?? 'Site ID', url: u.leadlocalurl, beta: false });
  if (u.leadlocatorurl) out.push({ key: 'locator', name: u.leadlocatorname ?? 'Search ID', url: u.leadlocatorurl, beta: false });
  if (u.leadenhanceurl && u.leadenhancename) out.push({ key: 'enhance', name: u.leadenhancename, url: u.leadenhanceurl, beta: false });
  if (u.leadb2burl && u.leadb2bname) {
    const feature = c.setup?.betaFeature.b2b_module;
    if (betaApplies(feature, c.setup?.isBeta ?? false)) {
      out.push({ key: 'b2b', name: u.leadb2bname, url: u.leadb2burl, beta: feature?.is_beta ?? true });
    }
  }
  return out;
}

export const moduleByUrl = (c: GuardContext, url: string) => moduleAreas(c).find((m) => m.url === url);
