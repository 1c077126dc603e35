import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

import { USER_TYPES } from './user-types.js';

export { USER_TYPES, type UserType } from './user-types.js';

/** A person who signs in. Belongs to one company of one platform (rootId, first in its key). */
export const userEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'user', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      email: { type: 'string', required: true },
      name: { type: 'string', required: true },
      userType: { type: USER_TYPES, required: true },
      systemUser: { type: 'boolean', default: false },
      isAccExecutive: { type: 'boolean', default: false },
      passwordHash: { type: 'string', required: true, hidden: false },
      roleId: { type: 'string' },
      phone: { type: 'string' },
      phoneCountryCode: { type: 'string' },
      phoneCountryCallingCode: { type: 'string' },
      address: { type: 'string' },
      city: { type: 'string' },
      zip: { type: 'string' },
      countryCode: { type: 'string' },
      stateCode: { type: 'string' },
      profilePicture: { type: 'string' },
      customerCardId: { type: 'string' },
      profileSetupCompleted: { type: 'boolean', default: false },
      questionnaireSetupCompleted: { type: 'boolean', default: false },
      disableClientAddCampaign: { type: 'boolean', default: false },
      isBetaUser: { type: 'boolean', default: false },
      /** Guided tours this user finished or skipped (identity/tours.ts): not offered again on their own. */
      toursDone: { type: 'set', items: ['dashboard'] as const },
      status: { type: ['active', 'inactive'] as const, default: 'active' },
      twoFactorType: { type: ['none', 'email', 'google'] as const, default: 'none' },
      /** The authenticator secret (base32) once Google 2FA is confirmed; a pending one while setting up. */
      totpSecret: { type: 'string' },
      totpPendingSecret: { type: 'string' },
      /** The last TOTP time step accepted, so a code works only once. */
      totpLastStep: { type: 'number', default: 0 },
      passwordChangedAt: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['rootId', 'userId'] },
        sk: { field: 'sk', composite: [] },
      },
      byCompany: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'gsi1sk', composite: ['userType', 'userId'] },
      },
    },
  }),
);

export type User = EntityItem<typeof userEntity>;

/**
 * Claims an e-mail within a platform: the sign-in lookup, and what keeps e-mails unique per
 * platform (written in the same transaction as the user, with attribute_not_exists).
 */
export const emailClaimEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'emailClaim', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      email: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true },
    },
    indexes: {
      byEmail: {
        pk: { field: 'pk', composite: ['rootId', 'email'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  }),
);
