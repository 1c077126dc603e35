import { SESSION_SCOPE } from '../../../lib/query/keys';

/** A company's general settings, as one signed-in user sees them; dropped with the session. */
export const settingsKeys = {
  general: (companyId: string) => [SESSION_SCOPE, 'general-settings', companyId] as const,
};
