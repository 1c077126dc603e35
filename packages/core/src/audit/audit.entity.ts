import { Entity, type EntityItem } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/**
 * One user-log row: who did what, when, from where, on which company. The user-logs screen reads
 * a company's rows by date; a user's own rows are indexed too.
 */
export const auditEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'audit', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      logId: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      /** The person the action is recorded for (the viewed user while in view mode). */
      userId: { type: 'string', required: true, readOnly: true },
      userName: { type: 'string', required: true, readOnly: true },
      userType: { type: 'string', required: true, readOnly: true },
      /** In view mode: the root system user who actually acted. */
      actingUserId: { type: 'string', readOnly: true },
      actingUserName: { type: 'string', readOnly: true },
      /** The agency whose logs show this row: the agency itself, a client's agency, or the root. */
      agencyId: { type: 'string', required: true, readOnly: true },
      /** The log screen's user-type filter: Enterprise (root), Admin (agency staff), Client. */
      userGroup: { type: ['root', 'admin', 'client'] as const, required: true, readOnly: true },
      companyName: { type: 'string', readOnly: true },
      action: { type: 'string', required: true, readOnly: true },
      description: { type: 'string', required: true, readOnly: true },
      ip: { type: 'string', readOnly: true },
      location: { type: 'string', readOnly: true },
      campaignId: { type: 'string', readOnly: true },
    },
    indexes: {
      byCompany: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: ['createdAt', 'logId'] },
      },
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['rootId', 'userId'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'logId'] },
      },
      byAgency: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['rootId', 'agencyId'] },
        sk: { field: 'gsi2sk', composite: ['createdAt', 'logId'] },
      },
    },
  }),
);

export type AuditEntry = EntityItem<typeof auditEntity>;
