import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * route-preloads.json, written by the web build (apps/web/route-preloads.ts): for the pages a first
 * visit most often opens, the chunks of their route modules. Patterns as the router writes them:
 * `$name` is one segment; the first that matches wins.
 */
interface RoutePreloads {
  routes: { path: string; files: string[] }[];
}

function readRoutePreloads(distPath: string): RoutePreloads | null {
  const file = join(distPath, 'route-preloads.json');
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
    return Array.isArray(parsed.routes) ? parsed : null;
  } catch {
    return null; // A damaged file costs the hints, never the page.
  }
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string[], path: string[]): boolean {
  return (
    pattern.length === path.length &&
    pattern.every((segment, index) => segment.startsWith('$') || segment === path[index])
  );
}

const safeHref = /^\/assets\/[\w.-]+\.js$/;

/**
 * index.html for a path: with `<link rel="modulepreload">` for its route's chunks when the path is one
 * of the listed first pages, so they download beside the entry instead of after it has run (ADR 081);
 * the plain index otherwise. Pages are made once per pattern.
 */
export function pageHtmlFor(distPath: string, indexHtml: string): (pathname: string) => string {
  const routes = (readRoutePreloads(distPath)?.routes ?? []).map((route) => ({
    pattern: segmentsOf(route.path),
    files: route.files.filter((file) => safeHref.test(file) && !indexHtml.includes(`"${file}"`)),
  }));
  const pages = new Map<number, string>();
  return (pathname) => {
    const path = segmentsOf(pathname);
    const index = routes.findIndex((route) => matches(route.pattern, path));
    const route = routes[index];
    if (!route || route.files.length === 0) return indexHtml;
    let page = pages.get(index);
    if (page === undefined) {
      const links = route.files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
      page = indexHtml.replace('</head>', `${links.join('\n    ')}\n  </head>`);
      pages.set(index, page);
    }
    return page;
  };
}
