/**
 * The one DynamoDB table: key attribute names and indexes, declared once. The ElectroDB entities
 * use these names, the embedded runtime creates the table from this, and stacks/storage.ts
 * declares the same table on AWS (the infra test checks they agree).
 */
export const TABLE_KEYS = { pk: 'pk', sk: 'sk' } as const;

export const TABLE_INDEXES = {
  gsi1: { pk: 'gsi1pk', sk: 'gsi1sk' },
  gsi2: { pk: 'gsi2pk', sk: 'gsi2sk' },
  gsi3: { pk: 'gsi3pk', sk: 'gsi3sk' },
  gsi4: { pk: 'gsi4pk', sk: 'gsi4sk' },
  gsi5: { pk: 'gsi5pk', sk: 'gsi5sk' },
  gsi6: { pk: 'gsi6pk', sk: 'gsi6sk' },
  gsi7: { pk: 'gsi7pk', sk: 'gsi7sk' },
  /** gsi1's keys again (a company's children), holding only what the reports read of each child. */
  gsi8: { pk: 'gsi1pk', sk: 'gsi1sk' },
} as const;

export type IndexName = keyof typeof TABLE_INDEXES;

/**
 * Indexes that hold only some attributes (every other holds whole items). Report Analytics reads
 * every agency of a platform: through gsi8 that is a few hundred bytes an agency instead of the
 * whole company item, so 5,000 agencies are one or two pages (docs/decisions.md, "Reports and
 * revenue aggregates"). ElectroDB's own identifiers are projected so it recognises the items.
 */
export const INDEX_PROJECTIONS: Partial<Record<IndexName, readonly string[]>> = {
  gsi8: ['companyId', 'name', 'kind', 'childCount', 'runningCampaigns', '__edb_e__', '__edb_v__'],
};

/** Items with this attribute (epoch seconds) are removed by DynamoDB's TTL. */
export const TTL_ATTRIBUTE = 'ttl';

function projection(name: IndexName): { ProjectionType: 'ALL' | 'INCLUDE'; NonKeyAttributes?: string[] } {
  const only = INDEX_PROJECTIONS[name];
  return only ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...only] } : { ProjectionType: 'ALL' };
}

/** CreateTable input, also the shape the infrastructure declares. */
export function tableDefinition(tableName: string) {
  const attrs = new Set<string>([TABLE_KEYS.pk, TABLE_KEYS.sk]);
  for (const ix of Object.values(TABLE_INDEXES)) {
    attrs.add(ix.pk);
    attrs.add(ix.sk);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attrs].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.pk, KeyType: 'HASH' as const },
      { AttributeName: TABLE_KEYS.sk, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: Object.entries(TABLE_INDEXES).map(([IndexName, k]) => ({
      IndexName,
      KeySchema: [
        { AttributeName: k.pk, KeyType: 'HASH' as const },
        { AttributeName: k.sk, KeyType: 'RANGE' as const },
      ],
      Projection: projection(IndexName as IndexName),
    })),
  };
}
