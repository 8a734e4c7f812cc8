#!/usr/bin/env node
// Fails when an import crosses the layers of /work/shared/ARCHITECTURE.md ("Who may import whom").
// Dependency-free on purpose: it runs in `pnpm lint` before anything is built or installed.
// Usage: node scripts/check-boundaries.mjs   (scans git's tracked and untracked, not ignored, files)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Workspace packages by the folder that holds them; `deps` are the packages each may import. */
export const packages = {
  core: { dir: 'packages/core', deps: [] },
  db: { dir: 'packages/db', deps: ['core'] },
  auth: { dir: 'packages/auth', deps: ['db', 'core'] },
  integrations: { dir: 'packages/integrations', deps: ['core'] },
  api: { dir: 'packages/api', deps: ['auth', 'db', 'integrations', 'core'] },
  server: { dir: 'apps/server', deps: ['api', 'auth', 'db', 'integrations', 'core'] },
  // The browser bundle: core freely, api for its types only (`import type`).
  web: { dir: 'apps/web', deps: ['core'], typeOnly: ['api'] },
  // The Playwright specs run in Node against the whole system and seed its database, as the Epic
  // Stack's e2e tests do; they are never bundled. Still no integrations, server or api values.
  'web-e2e': { dir: 'apps/web/e2e', deps: ['core', 'db', 'auth'], typeOnly: ['api'] },
};

/** Layers of packages/api/src, bottom to top; a file may import its own layer or a lower one. */
const apiLayerNames = ['shared pieces', 'context/trpc', 'areas', 'root.ts', 'http/', 'index.ts'];
const apiTopFiles = {
  errors: 0,
  context: 1,
  'security-log': 1,
  trpc: 1,
  root: 3,
  'job-handlers': 3,
  // What the server's environment parsing reads before the API is loaded (@leadpath/api/config-defaults).
  'config-defaults': 0,
  index: 5,
};
const apiLowFolders = new Set(['limits', 'lists', 'schedule', 'jobs']);
const API_SRC = 'packages/api/src/';
const WEB_SRC = 'apps/web/src/';
const FEATURES = `${WEB_SRC}features/`;
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

const isTestFile = (path) =>
  /\.(?:test|spec)\.[cm]?[jt]sx?$/.test(path) || /(?:^|\/)(?:e2e|testing)\//.test(path);

/** Which workspace package holds a path (the deepest folder wins: apps/web/e2e before apps/web). */
function packageOf(path) {
  let found = null;
  for (const [name, { dir }] of Object.entries(packages)) {
    if (path.startsWith(`${dir}/`) && (!found || dir.length > packages[found].dir.length)) found = name;
  }
  return found;
}

/** The package-level owner used for "no relative import leaves its package" (e2e belongs to web). */
const rootPackageOf = (path) => (packageOf(path) === 'web-e2e' ? 'web' : packageOf(path));

/**
 * Marks each character of `text` as code (true) or inside a comment/string/template (false), and
 * returns the text with comments blanked (newlines kept) so regexes see neither.
 */
function scan(text) {
  const code = new Uint8Array(text.length);
  const out = text.split('');
  let i = 0;
  let lastSignificant = '';
  const templateDepth = [];
  const regexMayStart = () => lastSignificant === '' || /[(,=:[!&|?{};+\-*%<>~^]$/.test(lastSignificant);
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') out[i++] = ' ';
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      for (; i < stop; i++) if (text[i] !== '\n') out[i] = ' ';
    } else if (c === "'" || c === '"') {
      i++;
      while (i < text.length && text[i] !== c && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
      lastSignificant = 'a';
    } else if (c === '`' || (c === '}' && templateDepth.at(-1) === 0)) {
      if (c === '}') templateDepth.pop();
      i++;
      while (i < text.length && text[i] !== '`' && !(text[i] === '$' && text[i + 1] === '{'))
        i += text[i] === '\\' ? 2 : 1;
      if (text[i] === '$') {
        templateDepth.push(0);
        i += 2;
      } else i++;
      lastSignificant = 'a';
    } else if (c === '/' && regexMayStart()) {
      i++;
      let inClass = false;
      while (i < text.length && text[i] !== '\n' && (inClass || text[i] !== '/')) {
        if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
        i += text[i] === '\\' ? 2 : 1;
      }
      i++;
      lastSignificant = 'a';
    } else {
      code[i] = 1;
      if (templateDepth.length > 0 && c === '{') templateDepth[templateDepth.length - 1]++;
      else if (templateDepth.length > 0 && c === '}') templateDepth[templateDepth.length - 1]--;
      if (!/\s/.test(c)) {
        // Keywords after which a `/` starts a regex rather than a division.
        const word = /[\w$]/.test(c) ? /[\w$]+$/.exec(text.slice(Math.max(0, i - 10), i + 1))?.[0] : null;
        lastSignificant =
          word && /^(?:return|typeof|case|do|else|in|of|void|yield|await)$/.test(word) ? '(' : c;
      }
      i++;
    }
  }
  return { code, text: out.join('') };
}

const staticImport = /import\s+(type\s+(?!from\b))?[^'";]*?\bfrom\s*(['"])([^'"\n]+)\2/y;
const sideEffectImport = /import\s*(['"])([^'"\n]+)\1/y;
const exportFrom = /export\s+(type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(['"])([^'"\n]+)\2/y;
const dynamicImport = /import\s*\(\s*(['"])([^'"\n]+)\1/y;
const requireCall = /require\s*\(\s*(['"])([^'"\n]+)\1/y;

/**
 * Every module specifier a file names: `import` (with `import type`, over several lines),
 * `export ... from`, `import('x')` (type-only after `typeof`) and `require('x')`.
 * @returns {{ specifier: string, line: number, typeOnly: boolean }[]}
 */
export function parseImports(source) {
  const { code, text } = scan(source);
  const found = [];
  const keyword = /\b(import|export|require)\b/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const at = match.index;
    if (!code[at] || text[at - 1] === '.') continue;
    const attempts =
      match[1] === 'import'
        ? [
            [staticImport, 3, 1],
            [sideEffectImport, 2, null],
            [dynamicImport, 2, 'typeof'],
          ]
        : match[1] === 'export'
          ? [[exportFrom, 3, 1]]
          : [[requireCall, 2, null]];
    for (const [pattern, specifierGroup, typeMark] of attempts) {
      pattern.lastIndex = at;
      const m = pattern.exec(text);
      if (!m) continue;
      const typeOnly =
        typeMark === 'typeof'
          ? /\btypeof\s*$/.test(text.slice(Math.max(0, at - 20), at))
          : Boolean(typeMark && m[typeMark]);
      found.push({ specifier: m[specifierGroup], line: text.slice(0, at).split('\n').length, typeOnly });
      keyword.lastIndex = at + m[0].length;
      break;
    }
  }
  return found;
}

/** Where a specifier points inside the repository: a path, a workspace package, or nowhere of ours. */
function resolve(fromPath, specifier) {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..')
    return { path: posix.normalize(posix.join(posix.dirname(fromPath), specifier)) };
  if (specifier.startsWith('@/')) return { path: WEB_SRC + specifier.slice(2) };
  const ours = /^@leadpath\/([^/]+)(?:\/(.*))?$/.exec(specifier);
  if (!ours) return null;
  const [, name, subpath] = ours;
  if (name !== 'api') return { package: name };
  // The api package's exports (packages/api/package.json), so the api layers apply to self-imports.
  const testing = subpath === 'testing' || subpath?.startsWith('testing/');
  const file = !subpath
    ? 'index'
    : testing
      ? `testing/${subpath === 'testing' ? 'test-app' : subpath.replace(/^testing\//, '')}`
      : subpath;
  return { package: name, path: `${API_SRC}${file}.ts` };
}

/** The layer of a path inside packages/api/src, or 'testing', or null for a file the table misses. */
function apiLayer(path) {
  const [top, ...rest] = path.slice(API_SRC.length).split('/');
  const name = top.replace(/\.(?:[cm]?[jt]sx?)$/, '');
  if (rest.length === 0 && name in apiTopFiles) return apiTopFiles[name];
  if (name === 'testing') return 'testing';
  if (name === 'http') return 4;
  if (apiLowFolders.has(name)) return 0;
  if (name === 'billing' && /^price-ids(?:\.[cm]?[jt]s)?$/.test(rest.join('/'))) return 0;
  if (rest.length === 0 && top !== name) return null; // a top-level file that has no layer yet
  return 2;
}

/** The feature a web path belongs to; each settings section is a feature of its own. */
function featureOf(path) {
  const parts = path.slice(FEATURES.length).split('/');
  if (parts[0] === 'settings' && parts.length > 2) return `settings/${parts[1]}`;
  return parts.length > 1 ? parts[0] : null;
}

function webRule(fromPath, target) {
  if (!target.startsWith(WEB_SRC) || !fromPath.startsWith(WEB_SRC)) return null;
  const targetFeature = target.startsWith(FEATURES) ? featureOf(target) : null;
  const fromFeature = fromPath.startsWith(FEATURES) ? featureOf(fromPath) : null;
  const area = (p) => p.slice(WEB_SRC.length).split('/')[0];
  if (target.startsWith(FEATURES) && (area(fromPath) === 'components' || area(fromPath) === 'lib'))
    return `web layers (${area(fromPath)}/ may not import features/; move the shared piece down)`;
  if (area(target) === 'app' && area(fromPath) !== 'app' && !fromPath.startsWith(`${WEB_SRC}main.`))
    return 'web layers (only main.tsx and app/ import app/; features, components/ and lib/ sit below it)';
  if (fromFeature && targetFeature && fromFeature !== targetFeature) {
    // The settings dialog (files directly in features/settings/) lists its sections.
    if (fromFeature === 'settings' && targetFeature.startsWith('settings/')) return null;
    return `web features (features/${fromFeature} may not import features/${targetFeature}; move the shared piece to components/ or lib/)`;
  }
  return null;
}

function apiRule(fromPath, target) {
  if (!fromPath.startsWith(API_SRC) || !target.startsWith(API_SRC) || isTestFile(fromPath)) return null;
  const from = apiLayer(fromPath);
  const to = apiLayer(target);
  if (from === null)
    return `api layers (${fromPath} has no layer: add it to the table in scripts/check-boundaries.mjs)`;
  if (to === null)
    return `api layers (${target} has no layer: add it to the table in scripts/check-boundaries.mjs)`;
  if (to === 'testing' && from !== 'testing') return 'api layers (testing/ is for tests only)';
  if (from === 'testing' || to <= from) return null;
  return `api layers (${apiLayerNames[from]} may not import ${apiLayerNames[to]}, a higher layer)`;
}

function packageRule(fromPath, imported, resolved) {
  const from = packageOf(fromPath);
  if (!from) return null;
  if (resolved.path && !resolved.package) {
    if (imported.specifier.startsWith('@/'))
      return from === 'web' ? null : 'package boundary (@/ is apps/web/src; only the web app imports it)';
    const to = rootPackageOf(resolved.path);
    if (rootPackageOf(fromPath) === to) return null;
    // The stress tests start real processes the way the repository's scripts do (pnpm cluster).
    if (fromPath.startsWith('apps/server/src/stress/') && /^scripts\/[\w-]+\.mjs$/.test(resolved.path))
      return null;
    return `package boundary (a relative import may not leave ${packages[rootPackageOf(fromPath)].dir}; import @leadpath/${to ?? '<package>'} instead)`;
  }
  const to = resolved.package;
  const rule = packages[from];
  if (to === from || (from === 'web-e2e' && to === 'web')) return null;
  if (rule.deps.includes(to)) return null;
  if (rule.typeOnly?.includes(to)) {
    if (imported.typeOnly) return null;
    return `package layers (${rule.dir} imports @leadpath/${to} with \`import type\` only)`;
  }
  const allowed = [
    ...rule.deps.map((p) => `@leadpath/${p}`),
    ...(rule.typeOnly ?? []).map((p) => `the types of @leadpath/${p}`),
  ];
  return `package layers (${rule.dir} may import ${allowed.join(', ') || 'no @leadpath package'})`;
}

/**
 * The pure check: every import in `files` that crosses a boundary.
 * @param {{ path: string, text: string }[]} files repository-relative posix paths
 * @returns {{ path: string, line: number, specifier: string, rule: string }[]}
 */
export function checkBoundaries(files) {
  const violations = [];
  for (const { path, text } of files) {
    if (!SOURCE.test(path)) continue;
    for (const imported of parseImports(text)) {
      const resolved = resolve(path, imported.specifier);
      if (!resolved) continue;
      const rule =
        packageRule(path, imported, resolved) ??
        (resolved.path ? (webRule(path, resolved.path) ?? apiRule(path, resolved.path)) : null);
      if (rule) violations.push({ path, line: imported.line, specifier: imported.specifier, rule });
    }
  }
  return violations;
}

/** The data layer's own driver: the only place that may touch the synchronous SQLite connection. */
const DRIVER_HOME = 'packages/db/src/';
const SYNC_DRIVERS = new Set(['better-sqlite3', 'drizzle-orm/better-sqlite3']);
const SYNC_DRIVER_RULE =
  'the async data layer (issue 29: queries go through the awaited db; packages/db owns the driver)';
// `db.$client.prepare(…).get()`, `$withConnection(…)`: a synchronous call on the app's connection.
const syncConnectionUse = /\$(?:client|withConnection)\b/g;

/** Synchronous database access outside packages/db: the driver imported, or its connection reached. */
export function checkSyncDatabaseCalls(files) {
  const violations = [];
  for (const { path, text } of files) {
    // The app's code and its unit tests. Benchmarks (scripts/bench) seed files directly, and the
    // Playwright and stress specs read a running server's file from outside: not the app's connection.
    const outside = path.startsWith('apps/server/src/stress/');
    if (
      !SOURCE.test(path) ||
      path.startsWith(DRIVER_HOME) ||
      outside ||
      !/^(packages|apps\/server)\//.test(path)
    )
      continue;
    for (const imported of parseImports(text)) {
      if (SYNC_DRIVERS.has(imported.specifier) && !imported.typeOnly)
        violations.push({ path, line: imported.line, specifier: imported.specifier, rule: SYNC_DRIVER_RULE });
    }
    const scanned = scan(text);
    for (const match of scanned.text.matchAll(syncConnectionUse)) {
      if (!scanned.code[match.index]) continue;
      const line = scanned.text.slice(0, match.index).split('\n').length;
      violations.push({ path, line, specifier: match[0], rule: SYNC_DRIVER_RULE });
    }
  }
  return violations;
}

export const formatViolation = (v) => `${v.path}:${v.line}: ${v.specifier} crosses ${v.rule}`;

/** The repository's source files as git sees them (tracked, plus untracked ones not ignored). */
export function repositoryFiles(root) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0'))]
    .filter((path) => SOURCE.test(path) && existsSync(posix.join(root, path)))
    .map((path) => ({ path, text: readFileSync(posix.join(root, path), 'utf8') }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = repositoryFiles(root);
  const violations = [...checkBoundaries(files), ...checkSyncDatabaseCalls(files)];
  for (const violation of violations) console.error(formatViolation(violation));
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import(s) or call(s) cross the layers of ARCHITECTURE.md (see README, "The layout").`,
    );
    process.exit(1);
  }
}
