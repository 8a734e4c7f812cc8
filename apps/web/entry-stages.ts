import { join } from 'node:path';
import type { Plugin } from 'vite';

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * index.html preloads the entry's second stage (src/app/start-app.tsx) and its static imports like the
 * entry's own: the entry imports it dynamically only so that it is evaluated in a task of its own
 * (ADR 085), not to load it later.
 */
export function entryStages(root: string): Plugin {
  const stage = join(root, 'src/app/start-app.tsx');
  return {
    name: 'leadpath:entry-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = new Map<string, BuiltChunk>();
        for (const output of Object.values(context.bundle ?? {}))
          if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as BuiltChunk);
        const start = [...chunks.values()].find((chunk) => chunk.facadeModuleId === stage);
        if (!start) throw new Error('entry-stages: src/app/start-app.tsx is not a chunk of the build');
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) add(imported);
        };
        add(start.fileName);
        const links = [...files]
          .filter((file) => !html.includes(`"/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}
