import { dirname, join } from 'node:path';

/** What the bundler knows of a module: its code after transforms and the ids it imports. */
export type ModuleLookup = (id: string) => { code: string | null; importedIds: readonly string[] } | null;

const NAMED_FROM = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `a`, `b as c`: the names as the other side knows them (`before`: the left of `as`, else the right). */
function names(list: string, before: boolean): { from: string; to: string }[] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [left = '', right] = part.split(/\s+as\s+/);
      return before ? { from: left.trim(), to: (right ?? left).trim() } : { from: (right ?? left).trim(), to: left.trim() };
    });
}

/**
 * The modules a module imports, with a package's index file that only re-exports (Mantine's) read as
 * the modules of the names imported through it. The bundler drops the rest of such an index, so
 * following all of its imports made every Mantine module look reached by the entry: the signed-in
 * groups stop there, and the components only a signed-in page uses were left to small files of their
 * own (docs/decisions.md, "Performance budgets"). `indexes`: package name → its index file's id. An
 * import this cannot read by name (`import * as`) keeps the index itself, as before.
 */
export function importsThroughIndexes(lookup: ModuleLookup, indexes: ReadonlyMap<string, string>): (id: string) => string[] {
  const indexIds = new Set(indexes.values());
  const exportsOf = new Map<string, Map<string, string>>();
  /** An index file's exported names → the module each comes from. */
  const exported = (index: string) => {
    let map = exportsOf.get(index);
    if (map) return map;
    const info = lookup(index);
    const imported = new Set(info?.importedIds ?? []);
    const local = new Map<string, string>();
    const code = info?.code ?? '';
    for (const [, list = '', from = ''] of code.matchAll(NAMED_FROM)) {
      if (!from.startsWith('.')) continue;
      const id = join(dirname(index), from);
      if (!imported.has(id)) continue;
      for (const { to } of names(list, true)) local.set(to, id);
    }
    map = new Map();
    for (const [, list = ''] of code.matchAll(/export\s*\{([^}]*)\}\s*;?/g)) {
      for (const { from, to } of names(list, false)) {
        const id = local.get(to);
        if (id) map.set(from, id);
      }
    }
    exportsOf.set(index, map);
    return map;
  };
  return (id) => {
    const info = lookup(id);
    if (!info) return [];
    if (indexIds.has(id)) return [...info.importedIds];
    const out = new Set(info.importedIds.filter((next) => !indexIds.has(next)));
    const throughIndex = info.importedIds.filter((next) => indexIds.has(next));
    if (throughIndex.length === 0) return [...out];
    const read = new Set<string>();
    for (const [, list = '', from = ''] of (info.code ?? '').matchAll(NAMED_FROM)) {
      const index = indexes.get(from);
      if (!index) continue;
      const map = exported(index);
      const wanted = names(list, true).map(({ from: name }) => map.get(name));
      if (wanted.some((leaf) => !leaf)) continue;
      for (const leaf of wanted) if (leaf) out.add(leaf);
      read.add(index);
    }
    // Imported in a way not read above: the whole index, as the bundler's graph has it.
    for (const index of throughIndex) if (!read.has(index)) out.add(index);
    return [...out];
  };
}
