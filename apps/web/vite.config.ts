import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://127.0.0.1:3001';

interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
}
const reachedStatically = new Map<string, boolean>();

/** True when the entry imports the module without a dynamic import() on the way. */
function isStaticallyImported(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (reachedStatically.get(id)) return true;
  const info = graph.getModuleInfo(id);
  if (!info) return false;
  seen.add(id);
  const found =
    info.isEntry || info.importers.some((by) => !seen.has(by) && isStaticallyImported(by, graph, seen));
  if (found) reachedStatically.set(id, true);
  return found;
}

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': apiServer,
      '/trpc': apiServer,
      '/uploads': apiServer,
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Libraries only lazy pages use (the markdown viewer) stay in those pages' chunks.
            {
              debugName: 'vendor',
              name: (id, graph) => (isStaticallyImported(id, graph) ? 'vendor' : null),
              test: /node_modules[\\/]/,
            },
          ],
        },
      },
    },
  },
});
