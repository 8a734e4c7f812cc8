import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routePreloads } from './route-preloads.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://127.0.0.1:3001';
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * Writes .br and .gz next to every built text file, once per build, so the server sends them
 * compressed without compressing on each request (apps/server/src/web-app.ts, `precompressed`).
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|css|html|svg|json|txt)$/;
  const compressDir = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) compressDir(path);
      else if (compressible.test(name) && statSync(path).size >= 1024) {
        const content = readFileSync(path);
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    }
  };
  let builtDir = outDir;
  return {
    name: 'leadpath:precompress',
    apply: 'build',
    configResolved(config) {
      builtDir = config.build.outDir;
    },
    closeBundle() {
      compressDir(builtDir);
    },
  };
}

/**
 * The icons the dashboard frame imports (its sidebar's ~20) go in one chunk instead of one chunk each:
 * every dashboard page loads them all anyway, and in one file they compress to a fraction (ADR 075).
 * Other icons keep the default: each goes with the pages that use it.
 */
const shellIconFiles = new Set(
  readdirSync(join(root, 'src/features/shell')).flatMap((name) => {
    const source = readFileSync(join(root, 'src/features/shell', name), 'utf8');
    const names = source.match(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/)?.[1] ?? '';
    return names
      .split(',')
      .map((part) =>
        part
          .replace(/\btype\b/, '')
          .trim()
          .replace(/Icon$/, ''),
      )
      .filter((part) => /^[A-Z]/.test(part))
      .map((part) =>
        part
          .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
          .replace(/([a-zA-Z])(\d)/g, '$1-$2')
          .toLowerCase(),
      );
  }),
);
const isShellIcon = (id: string) => {
  const icon = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/.exec(id)?.[1];
  return icon !== undefined && shellIconFiles.has(icon);
};

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), routePreloads(root), precompress()],
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
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across deploys. Every
        // other library goes with the code that imports it, so a lazy page's libraries load with it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'shell-icons', test: isShellIcon, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
