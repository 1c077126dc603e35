import { z } from 'zod';
import { AUDIT_ACTIONS } from './actions.js';
import { calendarDay } from '../shared/fields.js';

const day = calendarDay;

/** The user-type filter: Select All, Enterprise (root), Admin (agency staff), Client. */
export const LOG_USER_TYPES = ['all', 'root', 'admin', 'client'] as const;

export const userLogsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(10),
    action: z.enum(['all', ...AUDIT_ACTIONS]).default('all'),
    userType: z.enum(LOG_USER_TYPES).default('all'),
    userID: z.string().max(64).default('all'),
    campaignID: z.string().max(64).default('all'),
    start: day.optional(),
    end: day.optional(),
  })
  .refine((q) => !q.start || !q.end || q.start <= q.end, { path: ['end'], message: 'The end date is before the start date.' });
export type UserLogsQuery = z.infer<typeof userLogsQuerySchema>;

export const userLogRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  type_user: z.string(),
  location: z.string().nullable(),
  user_ip: z.string().nullable(),
  action: z.string(),
  description: z.string(),
  company_name: z.string().nullable(),
  create_date: z.string(),
  /** Who the row is about (the user filter's value). */
  user_id: z.string(),
  /** In view mode: who really acted. */
  acting_user_id: z.string().nullable(),
});
export type UserLogRow = z.infer<typeof userLogRowSchema>;

export const userLogsSchema = z.object({
  data: z.array(userLogRowSchema),
  current_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  last_page: z.number(),
});

/** GET …/user-logs/{companyId}/users: the user filter's choices, people who have rows in these logs. */
export const logUsersQuerySchema = z.object({
  userType: z.enum(LOG_USER_TYPES).default('all'),
  searchUser: z.string().trim().max(100).optional(),
});
export const logUsersSchema = z.object({ params: z.array(z.object({ id: z.string(), name: z.string(), type_user: z.string() })) });

/** GET …/user-logs/{companyId}/campaigns: the campaign filter's choices, the agency's clients' campaigns. */
export const logCampaignsSchema = z.object({
  campaigns: z.array(z.object({ id: z.string(), leadspeek_api_id: z.string(), campaign_name: z.string(), company_name: z.string().nullable() })),
});

/** Descriptions are truncated at 30 characters in the table, the full text on demand. */
export const LOG_DESCRIPTION_MAX = 30;
export const truncateDescription = (d: string) => (d.length > LOG_DESCRIPTION_MAX ? `${d.slice(0, LOG_DESCRIPTION_MAX)}…` : d);

export const ACTION_LABELS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  referral_link_set: 'Referral link set',
  referred_agency_registered: 'Referred agency registered',
  login: 'Sign in',
  login_failed: 'Failed sign-in',
  logout: 'Sign out',
  two_factor_changed: 'Two-factor settings',
  password_changed: 'Password changed',
  password_reset_requested: 'Password reset requested',
  password_reset: 'Password reset',
  view_mode_started: 'View mode started',
  view_mode_ended: 'View mode ended',
  registered: 'Registration',
  sso_login: 'Single sign-on',
  agreement_recorded: 'Agreement recorded',
  company_created: 'Company added',
  company_updated: 'Company updated',
  company_deleted: 'Company deleted',
  invitation_sent: 'Invitation sent',
  cost_updated: 'Costs updated',
  sales_assigned: 'Sales people set',
  billing_changed: 'Billing changed',
  role_changed: 'Role changed',
  settings_changed: 'Settings changed',
  administrator_changed: 'Administrator changed',
  sales_account_changed: 'Sales account changed',
  wallet_topup: 'Data wallet topped up',
  wallet_topup_failed: 'Data wallet top-up failed',
  wallet_stopped: 'Continual top-up stopped',
  wallet_changed: 'Data wallet settings changed',
  wallet_refund: 'Data wallet top-up refunded',
  profile_updated: 'Profile updated',
  setup_completed: 'Setup completed',
  questionnaire_saved: 'Questionnaire saved',
  exclusion_list_changed: 'Exclusion list changed',
  campaign_created: 'Campaign added',
  campaign_updated: 'Campaign updated',
  campaign_status_changed: 'Campaign status changed',
  company_group_changed: 'Company group changed',
  organization_changed: 'Organization changed',
  api_key_generated: 'API key generated',
  integration_connected: 'Integration connected',
  integration_configured: 'Integration configured',
  integration_disconnected: 'Integration disconnected',
  integration_secret_rotated: 'Webhook secret rotated',
  integration_menu_added: 'GoHighLevel menu link added',
  integration_menu_removed: 'GoHighLevel menu link removed',
  banner_changed: 'Banner changed',
  audience_changed: 'Audience changed',
  data_enrichment_started: 'Data enrichment started',
};
