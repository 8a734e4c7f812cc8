import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The pages a first visit most often opens, with the route modules the router loads for them (the
 * frame, an area's layout, the page). Patterns as the router writes them: `$name` is one segment.
 * The first pattern that matches wins, so a static sibling of a `$param` route comes before it.
 */
const layout = 'src/app/dashboard-layout.tsx';
const outreachArea = 'src/features/custom-outreach/custom-outreach-area.tsx';
export const firstPages: readonly { path: string; modules: readonly string[] }[] = [
  { path: '/login', modules: ['src/features/auth/login-page.tsx'] },
  { path: '/dashboard', modules: [layout, 'src/features/home/dashboard-home.tsx'] },
  { path: '/dashboard/prospects', modules: [layout, 'src/features/prospects/prospects-page.tsx'] },
  {
    path: '/dashboard/custom-outreach',
    modules: [layout, outreachArea, 'src/features/custom-outreach/sequences-page.tsx'],
  },
  { path: '/dashboard/custom-outreach/new', modules: [layout, outreachArea] },
  { path: '/dashboard/custom-outreach/tasks', modules: [layout, outreachArea] },
  { path: '/dashboard/custom-outreach/settings', modules: [layout, outreachArea] },
  {
    path: '/dashboard/custom-outreach/$sequenceId',
    modules: [layout, outreachArea, 'src/features/custom-outreach/sequence-page.tsx'],
  },
];

/** What the server reads (apps/server/src/web-app.ts): each pattern with the files it preloads. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
export interface RoutePreloads {
  routes: { path: string; files: string[] }[];
}

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
}

/** A chunk and every chunk it imports statically: what the browser fetches to run it. */
function withStaticImports(fileName: string, chunks: Map<string, BuiltChunk>, into: Set<string>) {
  if (into.has(fileName)) return;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) withStaticImports(imported, chunks, into);
}

/**
 * Writes route-preloads.json: for each first page, the chunks of its route modules that index.html does
 * not already preload. The server puts them in the page's HTML as modulepreload links, so they download
 * beside the entry instead of after it has run (ADR 081).
 */
export function routePreloads(root: string): Plugin {
  return {
    name: 'leadpath:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, BuiltChunk>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') chunks.set(output.fileName, output as BuiltChunk);
      const inEntry = new Set<string>();
      for (const chunk of chunks.values())
        if (chunk.isEntry) withStaticImports(chunk.fileName, chunks, inEntry);
      // By the modules a chunk holds, not its facade: a route module can share its chunk with others.
      const chunkOf = new Map<string, string>();
      for (const chunk of chunks.values()) for (const id of chunk.moduleIds) chunkOf.set(id, chunk.fileName);
      const routes = firstPages.map(({ path, modules }) => {
        const files = new Set<string>();
        for (const module of modules) {
          const fileName = chunkOf.get(join(root, module));
          if (!fileName) this.error(`route-preloads: ${module} (for ${path}) is not a chunk of the build`);
          withStaticImports(fileName, chunks, files);
        }
        return { path, files: [...files].filter((file) => !inEntry.has(file)).map((file) => `/${file}`) };
      });
      const preloads: RoutePreloads = { routes };
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
