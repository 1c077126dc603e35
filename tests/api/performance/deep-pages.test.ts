import { createCompany, createUser, db, documentClient, listChildren, seedBulkTree, setOwner, type Actor } from '@platform/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCore } from '../core.js';

/**
 * Performance budget (docs/decisions.md "Performance budgets"): any page of the agency list reads
 * one page of rows, however deep, once the page's start is kept; and a kept start never shows a
 * wrong page after the list changes. The service runs in this process against the platform's
 * table, with a middleware on the one DynamoDB client that counts the items each command read.
 */
const AGENCIES = 300;
const PER_PAGE = 10;
const LAST = AGENCIES / PER_PAGE;

let actor: Actor;
let rootId = '';
const reads: { command: string; items: number }[] = [];
const MIDDLEWARE = 'count-items-read';

beforeAll(async () => {
  useCore();
  const host = `deep-pages-${Date.now()}.test`;
  const root = await createCompany({ kind: 'root', name: 'Deep Pages Platform', platformDomain: host });
  rootId = root.companyId;
  const op = await createUser({ rootId, companyId: rootId, email: 'op@deep-pages.test', name: 'Op', userType: 'userdownline', systemUser: true, password: 'Operator passphrase 1' });
  actor = { userId: op.userId, companyId: rootId, rootId, userType: op.userType, systemUser: true, sessionId: 'in-process' };
  await seedBulkTree({ rootId, agencies: AGENCIES, clientsPerAgency: 0, prefix: 'Deep' });
  documentClient().middlewareStack.add(
    (next, context) => async (args) => {
      const out = await next(args);
      const o = out.output as { Items?: unknown[]; ScannedCount?: number; Responses?: Record<string, unknown[]>; Item?: unknown };
      const items = o.ScannedCount ?? o.Items?.length ?? Object.values(o.Responses ?? {}).reduce((n, r) => n + r.length, 0) + (o.Item ? 1 : 0);
      reads.push({ command: String(context.commandName), items });
      return out;
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
}, 120_000);
afterAll(() => {
  documentClient().middlewareStack.remove(MIDDLEWARE);
});

type Column = 'company_name' | 'full_name' | 'email' | 'created_at';
const query = (column: Column, order: 'asc' | 'desc', page: number) => ({ sortby: column, order, page, per_page: PER_PAGE, filters: [] });

async function pageOf(column: Column, order: 'asc' | 'desc', page: number) {
  reads.length = 0;
  const list = await listChildren(actor, rootId, query(column, order, page));
  return { list, commands: reads.map((r) => r.command), itemsRead: reads.reduce((n, r) => n + r.items, 0) };
}

/** Every agency in the column's order, read straight from storage: what every page must show. */
async function truth(column: Column, order: 'asc' | 'desc') {
  const all = (await db().entities.company.query.byParent({ rootId, parentId: rootId }).go({ pages: 'all' })).data;
  const value = (c: (typeof all)[number]) =>
    column === 'company_name' ? c.sortName : column === 'full_name' ? c.sortOwnerName : column === 'email' ? c.sortOwnerEmail : c.createdAt;
  const sorted = all.sort((a, b) => {
    const d = (value(a) ?? '') < (value(b) ?? '') ? -1 : (value(a) ?? '') > (value(b) ?? '') ? 1 : a.companyId < b.companyId ? -1 : a.companyId > b.companyId ? 1 : 0;
    return order === 'asc' ? d : -d;
  });
  return sorted.map((c) => c.companyId);
}

const idsOf = (l: { data: { id: string }[] }) => l.data.map((r) => r.id);

describe('deep pages of the agency list read one page of rows', () => {
  it.each(['company_name', 'full_name', 'email', 'created_at'] as const)('%s: the last page, asked again, reads the parent, the kept page starts and 10 rows', async (column) => {
    for (const order of ['asc', 'desc'] as const) {
      const first = await pageOf(column, order, LAST);
      expect(idsOf(first.list)).toEqual((await truth(column, order)).slice(-PER_PAGE));
      const again = await pageOf(column, order, LAST);
      expect(idsOf(again.list)).toEqual(idsOf(first.list));
      expect(again.commands).toEqual(['BatchGetItemCommand', 'QueryCommand']);
      // The parent, its kept page starts and one page: never the rows before it.
      expect(again.itemsRead).toBeLessThanOrEqual(2 + PER_PAGE);
    }
  });

  it('a page past the end is empty and reads no rows', async () => {
    const past = await pageOf('company_name', 'asc', LAST + 5);
    expect(past.list).toMatchObject({ total: AGENCIES, data: [], from: null, to: null });
    expect(past.commands).toEqual(['BatchGetItemCommand']);
  });
});

describe('kept page starts follow every change of the list', () => {
  it('an agency added at the front moves every later page by one row', async () => {
    await pageOf('company_name', 'asc', 20);
    await createCompany({ kind: 'agency', rootId, parentId: rootId, name: '!!! First of all', ownerName: 'Aaron First', ownerEmail: 'aaron@first.test' });
    const after = await pageOf('company_name', 'asc', 20);
    const order = await truth('company_name', 'asc');
    expect(idsOf(after.list)).toEqual(order.slice(19 * PER_PAGE, 20 * PER_PAGE));
    // 301 agencies now: the last page holds the one row left over, in both orders.
    const last = await pageOf('company_name', 'asc', LAST + 1);
    expect(last.list).toMatchObject({ total: AGENCIES + 1, last_page: LAST + 1, from: AGENCIES + 1, to: AGENCIES + 1 });
    expect(idsOf(last.list)).toEqual(order.slice(-1));
    expect(idsOf((await pageOf('company_name', 'desc', LAST + 1)).list)).toEqual(order.slice(0, 1));
  });

  it('an owner renamed to sort first moves the owner-name pages', async () => {
    await pageOf('full_name', 'asc', 25);
    const lastByOwner = (await truth('full_name', 'asc')).at(-1) as string;
    await setOwner(rootId, lastByOwner, { userId: 'renamed-owner', name: '   Aardvark', email: 'aardvark@deep-pages.test' });
    const after = await pageOf('full_name', 'asc', 25);
    expect(idsOf(after.list)).toEqual((await truth('full_name', 'asc')).slice(24 * PER_PAGE, 25 * PER_PAGE));
  });
});
