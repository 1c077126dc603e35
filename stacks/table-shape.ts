/**
 * The table's key schema as the ElectroDB entities actually use it. stacks/storage.ts declares
 * exactly these keys and global indexes (an index no entity uses is not deployed), and fails the
 * deploy if an entity names a key field core's table module does not declare, so AWS, the
 * embedded runtime and the entities cannot drift apart. Pure module: tests/infra imports it.
 */
import { ALL_ENTITIES } from '../packages/core/src/db/service';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../packages/core/src/db/table';

interface IndexDefinition {
  index?: string;
  pk: { field: string };
  sk?: { field: string };
}

interface EntityShape {
  schema: {
    model: { entity: string };
    indexes: Record<string, IndexDefinition>;
    attributes: Record<string, { type?: unknown }>;
  };
}

export interface KeyPair {
  pk: string;
  sk: string | undefined;
}

export interface TableShape {
  primary: KeyPair;
  /** Global secondary indexes by name, with the key fields every entity on them agrees on. */
  globalIndexes: Record<string, KeyPair>;
  /** Which entity access patterns use each index ('' is the primary key). */
  usedBy: Record<string, string[]>;
  ttlAttribute: string;
}

/** Reads the entities' index definitions (ElectroDB keeps the model it was given on `schema`). */
export function tableShape(entities: readonly unknown[] = ALL_ENTITIES): TableShape {
  const problems: string[] = [];
  const globalIndexes: Record<string, KeyPair> = {};
  const usedBy: Record<string, string[]> = {};
  for (const e of entities as EntityShape[]) {
    const entity = e.schema.model.entity;
    for (const [access, def] of Object.entries(e.schema.indexes)) {
      const keys: KeyPair = { pk: def.pk.field, sk: def.sk?.field };
      const name = def.index ?? '';
      (usedBy[name] ??= []).push(`${entity}.${access}`);
      if (!name) {
        if (keys.pk !== TABLE_KEYS.pk || keys.sk !== TABLE_KEYS.sk)
          problems.push(`${entity}.${access} uses primary keys ${keys.pk}/${keys.sk}, the table has ${TABLE_KEYS.pk}/${TABLE_KEYS.sk}`);
        continue;
      }
      const declared = (TABLE_INDEXES as Record<string, { pk: string; sk: string }>)[name];
      if (!declared) problems.push(`${entity}.${access} uses index ${name}, which core/db/table.ts does not declare`);
      else if (declared.pk !== keys.pk || declared.sk !== keys.sk)
        problems.push(`${entity}.${access} uses ${name} with ${keys.pk}/${keys.sk}, declared as ${declared.pk}/${declared.sk}`);
      const prev = globalIndexes[name];
      if (prev && (prev.pk !== keys.pk || prev.sk !== keys.sk)) problems.push(`entities disagree on the keys of ${name}`);
      globalIndexes[name] = keys;
    }
    const ttl = e.schema.attributes[TTL_ATTRIBUTE];
    if (ttl && ttl.type !== 'number') problems.push(`${entity}.${TTL_ATTRIBUTE} must be a number (epoch seconds) for DynamoDB TTL`);
  }
  if (problems.length) throw new Error(`The entities do not fit the table:\n- ${problems.join('\n- ')}`);
  return { primary: { pk: TABLE_KEYS.pk, sk: TABLE_KEYS.sk }, globalIndexes, usedBy, ttlAttribute: TTL_ATTRIBUTE };
}
