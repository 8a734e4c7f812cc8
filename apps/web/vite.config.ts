import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { entryStages } from './entry-stages.ts';
import { pageShellsFile } from './page-shells.ts';
import { routePreloads } from './route-preloads.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://127.0.0.1:3001';
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * Writes .br and .gz next to every built text file, once per build, so the server sends them
 * compressed without compressing on each request (apps/server/src/web-app.ts, `precompressed`). From
 * 512 bytes: a file that size still halves (start-after-paint.js, 815 bytes, is 409 gzipped).
 */
function precompress(): Plugin {
  const compressible = /\.(?:js|css|html|svg|json|txt)$/;
  const compressDir = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) compressDir(path);
      else if (compressible.test(name) && statSync(path).size >= 512) {
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

/** Every name lucide-react exports an icon under (aliases included), with the icon's file name. */
const lucideExports = new Map<string, string>();
{
  const index = createRequire(import.meta.url)
    .resolve('lucide-react')
    .replace(/dist[\\/]cjs[\\/]lucide-react\.js$/, 'dist/esm/lucide-react.mjs');
  for (const [, names, file] of readFileSync(index, 'utf8').matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  ))
    for (const name of names!.matchAll(/default as (\w+)/g)) lucideExports.set(name[1]!, file!);
}

/** The lucide icon files that the files of these folders, or these files, import. */
function iconsImportedBy(...paths: string[]): Set<string> {
  const files = paths.flatMap((path) =>
    statSync(join(root, path)).isDirectory()
      ? readdirSync(join(root, path)).map((name) => join(path, name))
      : [path],
  );
  return new Set(
    files.flatMap((file) => {
      if (!/\.tsx?$/.test(file)) return [];
      const source = readFileSync(join(root, file), 'utf8');
      const names = source.match(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/)?.[1] ?? '';
      return names
        .split(',')
        .map((part) => lucideExports.get(part.replace(/\btype\b/, '').trim()))
        .filter((icon) => icon !== undefined);
    }),
  );
}
const iconIn = (icons: Set<string>) => (id: string) => {
  const icon = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/.exec(id)?.[1];
  return icon !== undefined && icons.has(icon);
};

/**
 * The icons the dashboard frame imports (its sidebar's ~20) go in one chunk instead of one chunk each:
 * every dashboard page loads them all anyway, and in one file they compress to a fraction (ADR 075).
 * The Prospects page's own icons likewise (ADR 081: eight files of 180-280 bytes, one file of about
 * half their sum); a page that shares one of them loads the group. Other icons keep the default.
 */
const isShellIcon = iconIn(iconsImportedBy('src/features/shell'));
// Less what the first script or the sign-in page import (the toaster's, the dialogs'): those would
// bring the group into every page.
const entryIcons = iconsImportedBy('src/app', 'src/components/ui', 'src/features/auth');
const isProspectsIcon = iconIn(
  new Set(
    [...iconsImportedBy('src/features/prospects', 'src/components/selectable-list-table.tsx')].filter(
      (icon) => !entryIcons.has(icon),
    ),
  ),
);

export default defineConfig({
  root,
  plugins: [
    react(),
    tailwindcss(),
    routePreloads(root),
    pageShellsFile(root),
    entryStages(root),
    precompress(),
  ],
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
            { name: 'prospects-icons', test: isProspectsIcon, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
