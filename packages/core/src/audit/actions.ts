/** The actions the user logs record. The user-logs screen filters by these. */
export const AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'logout',
  'two_factor_changed',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'view_mode_started',
  'view_mode_ended',
  'registered',
  'sso_login',
  'agreement_recorded',
  'company_created',
  'company_updated',
  'company_deleted',
  'invitation_sent',
  'cost_updated',
  'sales_assigned',
  'billing_changed',
  'role_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
