import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { importsThroughIndexes } from './barrel-imports.ts';

/**
 * A signed-in first visit in a few files instead of ~60 (docs/decisions.md, "Performance budgets").
 *
 * What a signed-in visit loads beyond the entry (the query client, the guards' session rules, the
 * frame, a module's layout, every component style) was shared out by the bundler into dozens of
 * small chunks (Mantine's parts, each contract), fetched six at a time over HTTP/1.1 before the
 * page could render. Here they are hand-picked: what those modules import, less what the entry's
 * imports reach, is one chunk for the query client and one for the rest of the frame; the
 * dashboard's own code (most users' landing page) beyond them is a third. The modules imported lazily by name (the router's pages and layouts, the query client)
 * are left out, so each keeps its own small file and the build manifest still names it.
 *
 * With a stored session, index.html then asks for the frame's files (and, on a module's
 * dashboard, the dashboard's) at once, while the entry's scripts arrive, not once the router runs.
 */

/**
 * The query client, TanStack Query and Mantine's notifications: a group of their own, because the
 * sign-in page loads them once it has painted (docs/decisions.md, "Performance budgets") and should
 * not fetch the frame then. The packages belong here even though the app imports them by name
 * (QueryLayer, App): left out, the bundler put them in the frame's file, which the sign-in page then
 * fetched after its paint (docs/performance.md, Lighthouse).
 */
const QUERY_SOURCES = ['src/lib/query/query-client.ts'];
const QUERY_PACKAGES = ['@tanstack/react-query', '@mantine/notifications'];
/** The signed-in frame's other lazy modules, from packages/web. */
const FRAME_SOURCES = ['src/app/session-guards.ts', 'src/features/shell/routes/ShellLayout.tsx', 'src/app/ModuleLayout.tsx', 'src/styles/all-components.ts'];
const DASHBOARD_SOURCES = ['src/features/campaigns/routes/ModuleDashboardPage.tsx'];
/** Packages whose index only re-exports: followed by the names imported (./barrel-imports.ts). */
const INDEX_PACKAGES = ['@mantine/core', '@mantine/hooks'];

type OutputChunk = Rolldown.OutputChunk;

export interface SignedInChunks {
  /** For `output.codeSplitting.groups`, after the entry's groups. */
  groups: { name: string; test: (id: string) => boolean }[];
  plugin: Plugin;
}

/** `root`: packages/web. */
export function signedInChunks(root: string): SignedInChunks {
  const query = new Set<string>();
  const frame = new Set<string>();
  const dashboard = new Set<string>();
  let queryRoots: string[] = [];
  let frameRoots: string[] = [];
  const dashboardRoots = DASHBOARD_SOURCES.map((path) => join(root, path));

  const plugin: Plugin = {
    name: 'signed-in-chunks',
    apply: 'build',
    async buildEnd() {
      const main = join(root, 'src/main.tsx');
      const indexes = new Map<string, string>();
      for (const name of INDEX_PACKAGES) {
        const id = (await this.resolve(name, main))?.id;
        if (id) indexes.set(name, id);
      }
      const byName = importsThroughIndexes((id) => this.getModuleInfo(id), indexes);
      const whole = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      /** `roots` and what they import, not going past `stop`. */
      const closure = (roots: Iterable<string>, stop: Set<string>, importsOf: (id: string) => readonly string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || stop.has(id)) return;
          seen.add(id);
          importsOf(id).forEach(visit);
        };
        for (const id of roots) visit(id);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const entry = closure(entries, new Set(), whole);
      // Mantine's components reached by name: the frame and the dashboard take those the entry does
      // not use, which the whole index files made look reached (./barrel-imports.ts). The query
      // client's group keeps the old reading: by name its file grew from 88 to
      // 410 KB minified, which the sign-in page fetches after its paint.
      const entryByName = closure(entries, new Set(), byName);
      const libraries = await Promise.all(QUERY_PACKAGES.map(async (name) => (await this.resolve(name, main))?.id));
      queryRoots = [...QUERY_SOURCES.map((path) => join(root, path)), ...libraries.filter((id): id is string => Boolean(id))];
      frameRoots = FRAME_SOURCES.map((path) => join(root, path));
      for (const id of [...queryRoots, ...frameRoots, ...dashboardRoots]) if (!this.getModuleInfo(id)) this.error(`${id} is not in the build`);
      const importedByName = new Set(ids.filter((id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0));
      const libraryIds = new Set(libraries.filter((id): id is string => Boolean(id)));
      for (const id of closure(queryRoots, entry, whole)) if (!importedByName.has(id) || libraryIds.has(id)) query.add(id);
      for (const id of closure(frameRoots, new Set([...entryByName, ...query]), byName)) if (!importedByName.has(id)) frame.add(id);
      for (const id of closure(dashboardRoots, new Set([...entryByName, ...frame]), byName)) if (!importedByName.has(id)) dashboard.add(id);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entryChunk }) {
        if (!bundle || !entryChunk) return;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const withImports = (file: string, into: Set<string>, skip: Set<string>) => {
          if (into.has(file) || skip.has(file)) return;
          into.add(file);
          for (const next of byFile.get(file)?.imports ?? []) withImports(next, into, skip);
        };
        const inEntry = new Set<string>();
        withImports(entryChunk.fileName, inEntry, new Set());
        /** The files (JS, then CSS) of the chunks holding `roots`, with their imports, less `skip`'s. */
        const filesOf = (roots: string[], skip: Set<string>) => {
          const js = new Set<string>();
          for (const c of chunks) if (roots.some((id) => c.moduleIds.includes(id))) withImports(c.fileName, js, skip);
          const css = new Set([...js].flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]));
          return { js, css };
        };
        const frameFiles = filesOf([...queryRoots, ...frameRoots], inEntry);
        const dashboardFiles = filesOf(dashboardRoots, new Set([...inEntry, ...frameFiles.js]));
        const urls = ({ js, css }: { js: Set<string>; css: Set<string> }, skipCss = new Set<string>()) =>
          [...js, ...[...css].filter((f) => !skipCss.has(f))].map((f) => `/${f}`);
        // The session's reads start in index.html's first script, which sets window.__session only
        // with a stored token; the router's imports find these links and do not ask again.
        const script = `(function () {
  if (!window.__session) return;
  var files = ${JSON.stringify(urls(frameFiles))};
  var path = location.pathname.split('/');
  if (path.length === 3 && path[2] === 'dashboard') files = files.concat(${JSON.stringify(urls(dashboardFiles, frameFiles.css))});
  files.forEach(function (href) {
    var link = document.createElement('link');
    var css = href.slice(-4) === '.css';
    link.rel = css ? 'preload' : 'modulepreload';
    if (css) link.as = 'style';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };

  return {
    groups: [
      { name: 'query-client', test: (id) => query.has(id) },
      { name: 'signed-in-frame', test: (id) => frame.has(id) },
      { name: 'dashboard', test: (id) => dashboard.has(id) },
    ],
    plugin,
  };
}
