import { Entity } from 'electrodb';
import { lazyEntity } from '../db/lazy-entity.js';

/** A company's role: which modules its users may see and what they may create, update, delete. */
export const roleEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'role', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      roleId: { type: 'string', required: true, readOnly: true },
      roleName: { type: 'string', required: true },
      roleIcon: { type: 'string', default: 'fa fa-user' },
      /** Validated against the role contract before it is written. */
      modules: { type: 'any', required: true },
      createdAt: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byCompany: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: ['roleId'] },
      },
    },
  }),
);

/**
 * A role's name, claimed within its company (lower-cased), written in one transaction with the
 * role: two roles of a company never share a name, and a double-clicked Add makes one role.
 */
export const roleNameClaimEntity = /* @__PURE__ */ lazyEntity(() =>
  new Entity({
    model: { entity: 'roleNameClaim', version: '1', service: 'platform' },
    attributes: {
      rootId: { type: 'string', required: true, readOnly: true },
      companyId: { type: 'string', required: true, readOnly: true },
      name: { type: 'string', required: true, readOnly: true },
      roleId: { type: 'string', required: true, readOnly: true },
    },
    indexes: {
      byName: {
        pk: { field: 'pk', composite: ['rootId', 'companyId'] },
        sk: { field: 'sk', composite: ['name'] },
      },
    },
  }),
);

/** The claimed form of a role name: case and surrounding spaces do not make another name. */
export const roleNameKey = (name: string) => name.trim().toLowerCase();
