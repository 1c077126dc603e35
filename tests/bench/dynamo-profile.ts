/**
 * Counts the DynamoDB requests a bench section makes, by operation and by the entity each item
 * belongs to (ElectroDB writes the entity's name at the head of the sort key, `$lead_1`), with the
 * time they took: where a pipeline's seconds go against DynamoDB Local.
 */
import { documentClient } from '@platform/core';

interface Tally {
  requests: number;
  items: number;
  ms: number;
}

/** A key attribute's string, marshalled (`{ S: '...' }`, as the SDK's middleware sees it) or not. */
const text = (v: unknown) => String(v && typeof v === 'object' && 'S' in v ? (v as { S: unknown }).S : (v ?? ''));

const entityOf = (item: Record<string, unknown> | undefined) => {
  const sk = text(item?.sk) || text(item?.pk) || '?';
  return /^\$([a-zA-Z]+)/.exec(sk)?.[1] ?? sk.split('#')[0] ?? '?';
};

/** What one request touches: its entities (one per item) for the tally's per-entity lines. */
function itemsOf(command: string, input: Record<string, unknown>): string[] {
  const table = (m: unknown) => Object.values((m ?? {}) as Record<string, unknown[]>)[0] ?? [];
  switch (command.replace(/Item(s?)Command$/, '$1Command')) {
    case 'TransactWritesCommand':
    case 'TransactWriteCommand':
      return ((input.TransactItems ?? []) as Record<string, { Item?: Record<string, unknown>; Key?: Record<string, unknown> }>[]).map((t) => {
        const op = Object.values(t)[0];
        return entityOf(op?.Item ?? op?.Key);
      });
    case 'BatchWritesCommand':
    case 'BatchWriteCommand':
      return (table(input.RequestItems) as { PutRequest?: { Item: Record<string, unknown> }; DeleteRequest?: { Key: Record<string, unknown> } }[]).map((r) => entityOf(r.PutRequest?.Item ?? r.DeleteRequest?.Key));
    case 'BatchGetsCommand':
    case 'BatchGetCommand':
      return ((table(input.RequestItems) as unknown as { Keys?: Record<string, unknown>[] }).Keys ?? []).map(entityOf);
    case 'PutCommand':
      return [entityOf(input.Item as Record<string, unknown>)];
    case 'GetCommand':
    case 'UpdateCommand':
    case 'DeleteCommand':
      return [entityOf(input.Key as Record<string, unknown>)];
    case 'QueryCommand':
      return [String(Object.values((input.ExpressionAttributeValues ?? {}) as Record<string, unknown>).map(text).find((v) => v.startsWith('$') && !v.startsWith('$platform')) ?? '?').replace(/^\$/, '').split(/[#_]/)[0] ?? '?'];
    default:
      return ['?'];
  }
}

/** Starts counting; the answer stops it and reports what it counted. */
export function profileDynamo(): () => { byOperation: Record<string, Tally>; byEntity: Record<string, Tally> } {
  const byOperation: Record<string, Tally> = {};
  const byEntity: Record<string, Tally> = {};
  let on = true;
  const add = (m: Record<string, Tally>, key: string, items: number, ms: number, requests = 1) => {
    const t = (m[key] ??= { requests: 0, items: 0, ms: 0 });
    t.requests += requests;
    t.items += items;
    t.ms += ms;
  };
  const name = `bench-profile-${Date.now()}`;
  documentClient().middlewareStack.add(
    (next, context) => async (args) => {
      if (!on) return next(args);
      const command = String(context.commandName);
      const items = itemsOf(command, args.input as Record<string, unknown>);
      const started = performance.now();
      try {
        return await next(args);
      } finally {
        const ms = performance.now() - started;
        add(byOperation, command.replace(/Command$/, ''), items.length, ms);
        const counts = new Map<string, number>();
        for (const e of items) counts.set(e, (counts.get(e) ?? 0) + 1);
        for (const [e, n] of counts) add(byEntity, `${command.replace(/Command$/, '')} ${e}`, n, (ms * n) / items.length, 1);
      }
    },
    { step: 'initialize', name },
  );
  return () => {
    on = false;
    return { byOperation, byEntity };
  };
}

export function printDynamoProfile(p: ReturnType<ReturnType<typeof profileDynamo>>, leads: number): void {
  const rows = (m: Record<string, Tally>) =>
    Object.entries(m)
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([k, t]) => `    ${k.padEnd(40)} ${String(t.requests).padStart(7)} req ${String(t.items).padStart(7)} items (${(t.items / leads).toFixed(2)}/lead) ${(t.ms / 1000).toFixed(1).padStart(7)} s summed`);
  console.log('  DynamoDB requests by operation:');
  for (const r of rows(p.byOperation)) console.log(r);
  console.log('  by operation and entity:');
  for (const r of rows(p.byEntity)) console.log(r);
}
