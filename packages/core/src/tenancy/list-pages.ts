import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../db/client.js';
import { memoKey, type Getter } from '../db/batch-get.js';
import { TABLE_INDEXES, TABLE_KEYS, type IndexName } from '../db/table.js';
import { companyGetter } from './companies.js';
import type { Company } from './company.entity.js';
import type { SortColumn } from './company-list.contract.js';
import type { ListPages } from './list-pages.entity.js';
import { listPagesEntity } from './list-pages.entity.js';
import { companyEntity } from './company.entity.js';

/**
 * Numbered pages over a sorted index without reading the rows before them: each page's start is
 * kept (the last row of the page before it) per parent, column, order and page size, so page 250
 * is one query of `per_page` rows. The kept starts hold while the parent's `listVersion` is the
 * one they were built at (every add, removal or listed-column change moves it in the same write);
 * otherwise they are rebuilt by reading only keys, as far as the page asked for.
 */

type Order = 'asc' | 'desc';
type Cursor = ListPages['cursors'][number];

/** Which table index holds each column's order (company.entity.ts byParent, byParentName, ...). */
const INDEX: Record<SortColumn, { index: IndexName }> = {
  created_at: { index: 'gsi1' },
  company_name: { index: 'gsi2' },
  full_name: { index: 'gsi3' },
  email: { index: 'gsi4' },
};

/** At most this many page starts are kept per list (the item stays far below DynamoDB's 400 KB); deeper pages walk on from the last. */
export const MAX_KEPT_PAGES = 2500;
/** Keys read per query while walking to a page not yet kept. */
const WALK_CHUNK = 1000;

export interface ListRef {
  rootId: string;
  parentId: string;
  column: SortColumn;
  order: Order;
  perPage: number;
}

const listKey = (l: ListRef) => `${l.column}.${l.order}.${l.perPage}`;

/** The kept page starts of one list, read in the caller's batch beside the parent. */
export function listPagesGetter(l: ListRef): Getter<ListPages> {
  const entity = listPagesEntity;
  const k = { rootId: l.rootId, parentId: l.parentId, listKey: listKey(l) };
  return {
    Key: memoKey('listPages', [k.rootId, k.parentId, k.listKey], () => entity.get(k).params<{ Key: Record<string, unknown> }>().Key),
    parse: (Item) => entity.parse({ Item }).data ?? undefined,
  };
}

/** The index query of one list (key condition, index, order), as ElectroDB builds it. */
function baseQuery(l: ListRef): QueryCommandInput {
  const query = companyEntity.query;
  const key = { rootId: l.rootId, parentId: l.parentId };
  const params = (() => {
    switch (l.column) {
      case 'created_at':
        return query.byParent(key).params<QueryCommandInput>();
      case 'company_name':
        return query.byParentName(key).params<QueryCommandInput>();
      case 'full_name':
        return query.byParentOwnerName(key).params<QueryCommandInput>();
      case 'email':
        return query.byParentOwnerEmail(key).params<QueryCommandInput>();
    }
  })();
  return { ...params, ScanIndexForward: l.order === 'asc' };
}

/** The index key a query resumes after, rebuilt from a kept cursor. */
function startKey(l: ListRef, q: QueryCommandInput, c: Cursor): Record<string, unknown> {
  const ix = TABLE_INDEXES[INDEX[l.column].index];
  return { ...companyGetter(l.rootId, c.id).Key, [ix.pk]: q.ExpressionAttributeValues?.[':pk'], [ix.sk]: c.key };
}

/**
 * Reads only keys from `after` on, noting the last row of every page, until `pages` starts are
 * known or the list ends. Answers the starts found and whether the end was reached.
 */
async function walk(l: ListRef, q: QueryCommandInput, known: Cursor[], pages: number): Promise<{ cursors: Cursor[]; complete: boolean }> {
  const ix = TABLE_INDEXES[INDEX[l.column].index];
  const cursors = [...known];
  let toRead = (pages - cursors.length) * l.perPage;
  let seen = 0;
  let start = cursors.length ? startKey(l, q, cursors[cursors.length - 1] as Cursor) : undefined;
  while (toRead > 0) {
    const res = await documentClient().send(
      new QueryCommand({
        ...q,
        Limit: Math.min(WALK_CHUNK, toRead),
        ProjectionExpression: '#tpk, #tsk, #ipk, #isk, #cid',
        ExpressionAttributeNames: { ...q.ExpressionAttributeNames, '#tpk': TABLE_KEYS.pk, '#tsk': TABLE_KEYS.sk, '#ipk': ix.pk, '#isk': ix.sk, '#cid': 'companyId' },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of res.Items ?? []) {
      seen += 1;
      toRead -= 1;
      if (seen % l.perPage === 0) cursors.push({ id: String(item.companyId), key: String(item[ix.sk]) });
    }
    if (!res.LastEvaluatedKey) return { cursors, complete: true };
    start = res.LastEvaluatedKey;
  }
  return { cursors, complete: false };
}

/**
 * The rows of page `page` (1-based) of a parent's children in one column's order. `kept` is what
 * {@link listPagesGetter} read; `version` the parent's list version read in the same batch.
 */
export async function pageRows(l: ListRef, page: number, version: number, kept: ListPages | undefined): Promise<Company[]> {
  const q = baseQuery(l);
  let start: Cursor | undefined;
  if (page > 1) {
    const valid = kept && kept.version === version ? kept : undefined;
    const known = valid?.cursors ?? [];
    if (known.length >= page - 1) {
      start = known[page - 2];
    } else {
      if (valid?.complete) return [];
      const walked = await walk(l, q, known, page - 1);
      if (walked.cursors.length > known.length && known.length < MAX_KEPT_PAGES) {
        await listPagesEntity.put({ rootId: l.rootId, parentId: l.parentId, listKey: listKey(l), version, cursors: walked.cursors.slice(0, MAX_KEPT_PAGES), complete: walked.complete && walked.cursors.length <= MAX_KEPT_PAGES })
          .go();
      }
      if (walked.cursors.length < page - 1) return [];
      start = walked.cursors[page - 2];
    }
  }
  const res = await documentClient().send(new QueryCommand({ ...q, Limit: l.perPage, ...(start ? { ExclusiveStartKey: startKey(l, q, start) } : {}) }));
  return (companyEntity.parse({ Items: res.Items ?? [] }).data ?? []) as Company[];
}
