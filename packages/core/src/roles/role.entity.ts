import { Entity } from 'electrodb';

/** A company's role: which modules its users may see and what they may create, update, delete. */
export const roleEntity = new Entity({
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
});
