import { z } from 'zod';
import { tf } from '../shared/error.contract.js';

/** The modules a role grants (docs/product.md, Roles and permissions): Ads Design, Campaign, LeadsPeek, Settings. */
export const ROLE_MODULES = ['adsDesign', 'campaign', 'leadsPeek', 'settings'] as const;
export type RoleModule = (typeof ROLE_MODULES)[number];
export const ROLE_MODULE_LABELS: Record<RoleModule, string> = { adsDesign: 'Ads Design', campaign: 'Campaign', leadsPeek: 'LeadsPeek', settings: 'Settings' };
/** The menu name each module's "enable" flag shows or hides. */
export const ROLE_MENU_NAMES: Record<RoleModule, string> = { adsDesign: 'menuAdsDesign', campaign: 'menuCampaign', leadsPeek: 'menuLeadsPeek', settings: 'settingMenuShow' };

export const roleFlagsSchema = z.object({ enable: tf, create: tf, update: tf, delete: tf });
export type RoleFlags = z.infer<typeof roleFlagsSchema>;

export const roleModulesSchema = z.object({
  adsDesign: roleFlagsSchema,
  campaign: roleFlagsSchema,
  leadsPeek: roleFlagsSchema,
  settings: roleFlagsSchema,
  /**
   * The root company's roles only: whether its system users may open Report Analytics (the
   * report_analytics permission; docs/decisions.md, "Reports and revenue aggregates"). Absent counts as allowed, as a missing permission set does.
   */
  reportAnalytics: tf.optional(),
});
export type RoleModules = z.infer<typeof roleModulesSchema>;

/** PUT /api/configuration/role-module/addupdate: without roleID it adds, with it updates. */
export const saveRoleSchema = z.object({
  companyID: z.string().min(1).max(64),
  roleID: z.string().max(64).optional(),
  roleName: z.string().trim().min(1, 'Role name is required').max(60),
  roleIcon: z.string().trim().max(60).default('fa fa-user'),
  modules: roleModulesSchema,
});

export const roleSchema = z.object({ roleID: z.string(), roleName: z.string(), roleIcon: z.string(), modules: roleModulesSchema, users: z.number() });
export type Role = z.infer<typeof roleSchema>;

/** GET /api/configuration/role-module/list/{companyId}: the company's roles, by name. */
export const roleListSchema = z.object({ params: z.array(roleSchema) });

/** The answer of PUT /api/configuration/role-module/addupdate: the role's id, new or the same. */
export const saveRoleAnswerSchema = z.object({ result: z.literal('success'), message: z.string(), roleID: z.string() });

/**
 * The user_permissions a role gives (docs/product.md, Roles and permissions): each module's menu name and,
 * for Settings, the create/update/delete flags that gate Save and delete buttons. A module role other than F
 * grants.
 */
export function permissionsOf(modules: RoleModules): Record<string, 'T' | 'F'> {
  const out: Record<string, 'T' | 'F'> = {};
  for (const m of ROLE_MODULES) {
    const f = modules[m];
    const menu = ROLE_MENU_NAMES[m];
    out[menu] = f.enable;
    out[`${menu}_create`] = f.enable === 'T' ? f.create : 'F';
    out[`${menu}_update`] = f.enable === 'T' ? f.update : 'F';
    out[`${menu}_delete`] = f.enable === 'T' ? f.delete : 'F';
  }
  if (modules.reportAnalytics) out.report_analytics = modules.reportAnalytics;
  return out;
}

export { permits } from './permits.js';
