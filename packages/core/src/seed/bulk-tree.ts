import { batchWrite } from '../db/batch-write.js';
import { newId } from '../platform/ids.js';
import { sortKeys, type Company } from '../tenancy/company.entity.js';
import { companyEntity } from '../tenancy/company.entity.js';

const FIRST = ['Ava', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gia', 'Hal', 'Ivy', 'Jon', 'Kai', 'Lea', 'Max', 'Nia', 'Oto', 'Pia'];
const LAST = ['Adams', 'Brown', 'Clark', 'Diaz', 'Evans', 'Ford', 'Gray', 'Hill', 'Ito', 'Jones', 'King', 'Lopez'];

/**
 * Writes a large tree quickly (batch writes, no per-item transactions): `agencies` agencies under
 * the root, each with `clientsPerAgency` clients, with owners' names and e-mails as the lists show
 * them and the child counters set. For browser tests and benchmarks, never on a request path.
 * `batchWrite` sends again what DynamoDB leaves unprocessed, and the local client what DynamoDB
 * Local refuses for a lock time-out (docs/decisions.md, "Hardening the runtime"). `agencyIds`, when
 * given, name the agencies, so a bench can write items that belong to them before the tree.
 */
export async function seedBulkTree(opts: { rootId: string; agencies: number; clientsPerAgency: number; prefix?: string; agencyIds?: readonly string[] }): Promise<{ agencyIds: string[] }> {
  const prefix = opts.prefix ?? 'Bulk';
  const base = Date.parse('2025-01-01T00:00:00Z');
  const items: Company[] = [];
  const agencyIds: string[] = [];
  for (let a = 0; a < opts.agencies; a += 1) {
    const agencyId = opts.agencyIds?.[a] ?? newId();
    agencyIds.push(agencyId);
    const owner = `${FIRST[a % FIRST.length]} ${LAST[(a * 7) % LAST.length]}`;
    const name = `${prefix} Agency ${String(a + 1).padStart(5, '0')}`;
    const email = `owner${a + 1}@${prefix.toLowerCase()}-agency.test`;
    items.push({
      rootId: opts.rootId,
      companyId: agencyId,
      parentId: opts.rootId,
      kind: 'agency',
      name,
      ownerName: owner,
      ownerEmail: email,
      ...sortKeys({ name, ownerName: owner, ownerEmail: email }),
      childCount: opts.clientsPerAgency,
      paymentStatus: a % 17 === 0 ? 'failed' : 'ok',
      directPayment: a % 5 === 0,
      apiMode: a % 11 === 0,
      apiKeyGenerated: a % 13 === 0,
      createdAt: new Date(base + a * 60_000).toISOString(),
    } as Company);
    for (let c = 0; c < opts.clientsPerAgency; c += 1) {
      const cname = `${prefix} Client ${a + 1}-${c + 1}`;
      const cowner = `${FIRST[(a + c) % FIRST.length]} ${LAST[c % LAST.length]}`;
      const cemail = `client${a + 1}-${c + 1}@${prefix.toLowerCase()}-client.test`;
      items.push({
        rootId: opts.rootId,
        companyId: newId(),
        parentId: agencyId,
        kind: 'client',
        name: cname,
        ownerName: cowner,
        ownerEmail: cemail,
        ...sortKeys({ name: cname, ownerName: cowner, ownerEmail: cemail }),
        createdAt: new Date(base + a * 60_000 + c * 1000).toISOString(),
      } as Company);
    }
  }
  await batchWrite(
    items.map((item) => ({ PutRequest: { Item: companyEntity.put(item).params<{ Item: Record<string, unknown> }>().Item } })),
    4,
  );
  await companyEntity.update({ rootId: opts.rootId, companyId: opts.rootId }).add({ childCount: opts.agencies, listVersion: 1 }).go();
  return { agencyIds };
}
