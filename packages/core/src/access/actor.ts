import type { UserType } from '../identity/user.entity.js';

/**
 * Who is calling, taken only from a verified access token. Nothing in a request body or path can
 * change it.
 */
export interface Actor {
  userId: string;
  companyId: string;
  rootId: string;
  userType: UserType;
  systemUser: boolean;
  sessionId: string;
  /** In view mode: the root system user who switched into this user. */
  viewModeOriginUserId?: string;
}
