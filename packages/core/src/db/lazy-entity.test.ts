import { createWriteTransaction, Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { resetConfig } from '../platform/config.js';
import { lazyEntity, rebindEntities } from './lazy-entity.js';
import { throttleEntity } from '../identity/throttle.entity.js';

const model = (name: string) => ({
  model: { entity: name, version: '1', service: 'platform' },
  attributes: { id: { type: 'string', required: true }, n: { type: 'number' } },
  indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
} as const);

describe('an entity is built on its first use (docs/decisions.md, Performance budgets)', () => {
  it('is not built when its module loads, and built once however often it is used', () => {
    let builds = 0;
    const thing = lazyEntity(() => {
      builds += 1;
      return new Entity(model('thing'));
    });
    expect(builds).toBe(0);
    expect((thing.get({ id: 'a' }).params() as { Key: { pk: string } }).Key.pk).toContain('id_a');
    thing.put({ id: 'b', n: 1 }).params();
    expect(builds).toBe(1);
  });

  it("takes the process's table on first use, and the current one again after a rebind", () => {
    const previous = process.env.TABLE_NAME;
    try {
      process.env.TABLE_NAME = 'first-table';
      resetConfig();
      const thing = lazyEntity(() => new Entity(model('thing')));
      expect(thing.get({ id: 'a' }).params()).toMatchObject({ TableName: 'first-table' });
      process.env.TABLE_NAME = 'second-table';
      resetConfig();
      expect(thing.get({ id: 'a' }).params()).toMatchObject({ TableName: 'first-table' });
      rebindEntities();
      expect(thing.get({ id: 'a' }).params()).toMatchObject({ TableName: 'second-table' });
    } finally {
      if (previous === undefined) delete process.env.TABLE_NAME;
      else process.env.TABLE_NAME = previous;
      resetConfig();
      rebindEntities();
    }
  });

  it("a transaction writes the items its callback builds, in ElectroDB's form", () => {
    const params = createWriteTransaction({ throttle: throttleEntity }, ({ throttle }) => [throttle.delete({ rootId: 'r1', scope: 'login', subject: 'a@b.c', window: 1 }).commit()]).params() as {
      TransactItems: { Delete?: { Key: Record<string, string> } }[];
    };
    expect(params.TransactItems).toHaveLength(1);
    expect(JSON.stringify(params.TransactItems[0]?.Delete?.Key)).toContain('a@b.c');
  });

  it('a transaction builds only the entities it is given', () => {
    const builds: string[] = [];
    const counted = (name: string) =>
      lazyEntity(() => {
        builds.push(name);
        return new Entity(model(name));
      });
    const one = counted('one');
    counted('two');
    createWriteTransaction({ one }, (tx) => [tx.one.put({ id: 'a', n: 1 }).commit()]).params();
    expect(builds).toEqual(['one']);
  });
});
