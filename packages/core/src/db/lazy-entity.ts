import type { Entity } from 'electrodb';
import { getConfig } from '../platform/config.js';
import { documentClient } from './client.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model: the entity's own type is kept by the caller's `build`
type AnyEntity = Entity<any, any, any, any>;

/** Bumped by `rebindEntities()`: an entity built earlier takes the current client and table on its next use. */
let binding = 0;

/** Entities take the process's client and table again on their next use (tests that swap them). */
export function rebindEntities(): void {
  binding += 1;
}

/**
 * An ElectroDB entity built on its first use, bound to this process's client and table. Building
 * an entity walks its whole model; a cold start that built every entity of the table paid for
 * models its request never touches (docs/decisions.md, Performance budgets). The answer stands for
 * the entity: methods are the entity's own, bound to it, so chains and transactions see the real
 * entity and nothing pays for the indirection after the first access of a name.
 */
// `E` unconstrained: a constraint would be the context `new Entity(...)` infers its model from, and lose it.
export function lazyEntity<E extends object>(build: () => E): E {
  let entity: (E & AnyEntity) | undefined;
  let boundTo = -1;
  const methods = new Map<PropertyKey, unknown>();
  const real = (): E & AnyEntity => {
    entity ??= build() as E & AnyEntity;
    if (boundTo !== binding) {
      entity.setClient(documentClient());
      entity.setTableName(getConfig().TABLE_NAME);
      boundTo = binding;
    }
    return entity;
  };
  return new Proxy(Object.create(null) as E, {
    get(_, name) {
      const target = real();
      const value: unknown = Reflect.get(target, name, target);
      if (typeof value !== 'function') return value;
      let bound = methods.get(name);
      if (!bound) {
        bound = (value as (...args: unknown[]) => unknown).bind(target);
        methods.set(name, bound);
      }
      return bound;
    },
    set: (_, name, value) => Reflect.set(real(), name, value),
    has: (_, name) => Reflect.has(real(), name),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, name) => {
      const d = Reflect.getOwnPropertyDescriptor(real(), name);
      // A proxy may report a property only as configurable as its (empty) target allows.
      return d && { ...d, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
