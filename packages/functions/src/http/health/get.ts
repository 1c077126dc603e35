import { db } from '@platform/core';
import { httpRoute } from '../../lib/http.js';
import { domainEntity } from '../../../../core/src/tenancy/domain.entity.js';

/** Healthy once the table answers: a read of a key that never exists. */
export const handler = httpRoute({ auth: 'public' }, async () => {
  await domainEntity.get({ kind: 'platform', name: '__health__' }).go();
  return { status: 'ok' };
});
