import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkBoundaries,
  checkSyncDatabaseCalls,
  formatViolation,
  parseImports,
  repositoryFiles,
} from './check-boundaries.mjs';

/** The violations of one file, as the CLI prints them. */
const check = (path: string, text: string) => checkBoundaries([{ path, text }]).map(formatViolation);

describe('parseImports', () => {
  it('finds import type, multi-line imports, export-from, side effects, dynamic imports and require', () => {
    const text = [
      "import type { A } from '@leadpath/api';",
      'import {',
      '  b,',
      '  type C,',
      "} from '@leadpath/db';",
      "export * from './x.ts';",
      "export type { D } from './y.ts';",
      "import './styles.css';",
      "const lazy = () => import('@/features/a/page');",
      "type T = typeof import('@leadpath/server');",
      "const r = require('./z.cjs');",
      "// import { gone } from '@leadpath/integrations';",
      "/* import { gone } from '@leadpath/integrations'; */",
      'const s = "import { gone } from \'@leadpath/integrations\'";',
      "const t = `import { gone } from '@leadpath/integrations'`;",
      "const url = 'http://example.com'; import { after } from '@leadpath/core';",
    ].join('\n');
    expect(parseImports(text)).toEqual([
      { specifier: '@leadpath/api', line: 1, typeOnly: true },
      { specifier: '@leadpath/db', line: 2, typeOnly: false },
      { specifier: './x.ts', line: 6, typeOnly: false },
      { specifier: './y.ts', line: 7, typeOnly: true },
      { specifier: './styles.css', line: 8, typeOnly: false },
      { specifier: '@/features/a/page', line: 9, typeOnly: false },
      { specifier: '@leadpath/server', line: 10, typeOnly: true },
      { specifier: './z.cjs', line: 11, typeOnly: false },
      { specifier: '@leadpath/core', line: 16, typeOnly: false },
    ]);
  });
});

const API_MAY =
  'packages/api may import @leadpath/auth, @leadpath/db, @leadpath/integrations, @leadpath/core';

describe('package layers', () => {
  it.each([
    ['packages/core/src/plans.ts', '@leadpath/db', 'packages/core may import no @leadpath package'],
    ['packages/core/src/plans.test.ts', '@leadpath/db', 'packages/core may import no @leadpath package'],
    ['packages/db/src/client.ts', '@leadpath/auth', 'packages/db may import @leadpath/core'],
    ['packages/db/src/client.ts', '@leadpath/integrations', 'packages/db may import @leadpath/core'],
    [
      'packages/auth/src/sessions.ts',
      '@leadpath/api',
      'packages/auth may import @leadpath/db, @leadpath/core',
    ],
    [
      'packages/auth/src/sessions.ts',
      '@leadpath/integrations',
      'packages/auth may import @leadpath/db, @leadpath/core',
    ],
    [
      'packages/integrations/src/crm/hubspot.ts',
      '@leadpath/db',
      'packages/integrations may import @leadpath/core',
    ],
    ['packages/api/src/crm/router.ts', '@leadpath/server', API_MAY],
    ['packages/api/src/crm/crm.test.ts', '@leadpath/web', API_MAY],
    [
      'apps/server/src/app.ts',
      '@leadpath/web',
      `apps/server may import @leadpath/api, ${API_MAY.slice('packages/api may import '.length)}`,
    ],
  ])('%s importing %s is reported', (path, specifier, rule) => {
    expect(check(path, `import { x } from '${specifier}';\n`)).toEqual([
      `${path}:1: ${specifier} crosses package layers (${rule})`,
    ]);
  });

  it.each([
    ['packages/db/src/client.ts', '@leadpath/core'],
    ['packages/auth/src/sessions.ts', '@leadpath/db'],
    ['packages/auth/src/sessions.ts', '@leadpath/core/schemas/auth'],
    ['packages/integrations/src/crm/hubspot.ts', '@leadpath/core'],
    ['packages/api/src/crm/router.ts', '@leadpath/auth'],
    ['packages/api/src/crm/router.ts', '@leadpath/db'],
    ['packages/api/src/crm/router.ts', '@leadpath/integrations'],
    ['packages/api/src/crm/crm.test.ts', '@leadpath/api'],
    ['apps/server/src/app.ts', '@leadpath/api'],
    ['apps/server/src/app.ts', '@leadpath/integrations'],
  ])('%s importing %s passes', (path, specifier) => {
    expect(check(path, `import { x } from '${specifier}';\n`)).toEqual([]);
  });

  it('reports a relative import that leaves its package, and @/ outside the web app', () => {
    expect(
      check('packages/api/src/crm/router.ts', "import { users } from '../../../db/src/schema/users.ts';"),
    ).toEqual([
      'packages/api/src/crm/router.ts:1: ../../../db/src/schema/users.ts crosses package boundary (a relative import may not leave packages/api; import @leadpath/db instead)',
    ]);
    expect(check('apps/server/src/app.ts', "import { cn } from '@/lib/cn';")).toEqual([
      'apps/server/src/app.ts:1: @/lib/cn crosses package boundary (@/ is apps/web/src; only the web app imports it)',
    ]);
    expect(check('packages/api/src/crm/router.ts', "import { x } from '../lists/cursor.ts';")).toEqual([]);
  });

  it('lets the stress tests start processes through the scripts, and nothing else leave for them', () => {
    const script = "import { startCluster } from '../../../../scripts/cluster.mjs';";
    expect(check('apps/server/src/stress/cluster.stress.test.ts', script)).toEqual([]);
    expect(
      check('apps/server/src/app.ts', "import { startCluster } from '../../../scripts/cluster.mjs';"),
    ).toEqual([
      'apps/server/src/app.ts:1: ../../../scripts/cluster.mjs crosses package boundary (a relative import may not leave apps/server; import @leadpath/<package> instead)',
    ]);
  });
});

describe('the web app', () => {
  const page = 'apps/web/src/features/admin/admin-page.tsx';

  it('imports @leadpath/core freely and @leadpath/api with import type only', () => {
    expect(
      check(
        page,
        "import { plans } from '@leadpath/core';\nimport type { RouterOutputs } from '@leadpath/api';",
      ),
    ).toEqual([]);
    // `import { type X }` still loads the module at run time (verbatimModuleSyntax): not type-only.
    expect(
      check(
        page,
        "import { appRouter } from '@leadpath/api';\nimport { type RouterOutputs } from '@leadpath/api';",
      ),
    ).toEqual([
      `${page}:1: @leadpath/api crosses package layers (apps/web imports @leadpath/api with \`import type\` only)`,
      `${page}:2: @leadpath/api crosses package layers (apps/web imports @leadpath/api with \`import type\` only)`,
    ]);
  });

  it.each(['@leadpath/db', '@leadpath/auth', '@leadpath/integrations', '@leadpath/server'])(
    'never imports %s, not even its types',
    (specifier) => {
      expect(check(page, `import type { X } from '${specifier}';`)).toEqual([
        `${page}:1: ${specifier} crosses package layers (apps/web may import @leadpath/core, the types of @leadpath/api)`,
      ]);
    },
  );

  it('lets the Playwright specs seed through db and auth, but not reach integrations or api values', () => {
    const spec = 'apps/web/e2e/leads.spec.ts';
    expect(
      check(
        spec,
        "import { openDatabase } from '@leadpath/db';\nimport { hashPassword } from '@leadpath/auth';",
      ),
    ).toEqual([]);
    expect(check(spec, "import { createCrmClient } from '@leadpath/integrations';")).toHaveLength(1);
    expect(check(spec, "import { appRouter } from '@leadpath/api';")).toHaveLength(1);
  });
});

describe('web features', () => {
  it('reports a feature importing another, by alias or relative path', () => {
    const path = 'apps/web/src/features/companies/companies-page.tsx';
    expect(check(path, "import { ProspectForm } from '@/features/prospects/prospect-form';")).toEqual([
      `${path}:1: @/features/prospects/prospect-form crosses web features (features/companies may not import features/prospects; move the shared piece to components/ or lib/)`,
    ]);
    expect(check(path, "import { ProspectForm } from '../prospects/prospect-form';")).toHaveLength(1);
  });

  it('treats each settings section as a feature; the settings dialog may list them', () => {
    expect(
      check(
        'apps/web/src/features/settings/team/members-list.tsx',
        "import { UserAvatar } from '@/features/shell/user-avatar';",
      ),
    ).toHaveLength(1);
    expect(
      check(
        'apps/web/src/features/settings/team/members-list.tsx',
        "import { X } from '../calendar/calendar-form';",
      ),
    ).toHaveLength(1);
    expect(
      check(
        'apps/web/src/features/settings/settings-sections.tsx',
        "import { TeamSection } from './team/team-section';",
      ),
    ).toEqual([]);
  });

  it('lets app/ import features and features import components/ and lib/, never the other way', () => {
    expect(
      check('apps/web/src/app/router.tsx', "import { LoginPage } from '@/features/auth/login-page';"),
    ).toEqual([]);
    expect(
      check(
        'apps/web/src/features/shell/user-card.tsx',
        "import { Badge } from '@/components/ui/badge';\nimport { cn } from '@/lib/cn';",
      ),
    ).toEqual([]);
    expect(
      check('apps/web/src/features/shell/sidebar.tsx', "import { Sidebar } from './sidebar-tooltip';"),
    ).toEqual([]);
    expect(
      check('apps/web/src/components/list-pagination.tsx', "import { X } from '@/features/prospects/x';"),
    ).toEqual([
      'apps/web/src/components/list-pagination.tsx:1: @/features/prospects/x crosses web layers (components/ may not import features/; move the shared piece down)',
    ]);
    expect(check('apps/web/src/lib/trpc.ts', "import { X } from '../features/shell/x';")).toHaveLength(1);
    expect(
      check('apps/web/src/features/shell/sidebar.tsx', "import { queryClient } from '@/app/query-client';"),
    ).toHaveLength(1);
  });
});

describe('api layers', () => {
  const upward: [string, string, string][] = [
    ['packages/api/src/errors.ts', './trpc.ts', 'shared pieces may not import context/trpc'],
    ['packages/api/src/limits/limits.ts', '../context.ts', 'shared pieces may not import context/trpc'],
    ['packages/api/src/lists/download.ts', '../trpc.ts', 'shared pieces may not import context/trpc'],
    ['packages/api/src/billing/price-ids.ts', '../crm/settings.ts', 'shared pieces may not import areas'],
    ['packages/api/src/schedule/slots.ts', '../billing/router.ts', 'shared pieces may not import areas'],
    ['packages/api/src/context.ts', './crm/crm-providers.ts', 'context/trpc may not import areas'],
    ['packages/api/src/trpc.ts', './root.ts', 'context/trpc may not import root.ts'],
    ['packages/api/src/crm/router.ts', '../root.ts', 'areas may not import root.ts'],
    ['packages/api/src/crm/router.ts', '../http/read-json.ts', 'areas may not import http/'],
    ['packages/api/src/root.ts', './http/http-routes.ts', 'root.ts may not import http/'],
    ['packages/api/src/http/http-routes.ts', '../index.ts', 'http/ may not import index.ts'],
    ['packages/api/src/crm/router.ts', '@leadpath/api', 'areas may not import index.ts'],
  ];
  it.each(upward)('%s importing %s is reported', (path, specifier, rule) => {
    expect(check(path, `import type { X } from '${specifier}';`)).toEqual([
      `${path}:1: ${specifier} crosses api layers (${rule}, a higher layer)`,
    ]);
  });

  const downward: [string, string][] = [
    ['packages/api/src/context.ts', './limits/limits.ts'],
    ['packages/api/src/context.ts', './billing/price-ids.ts'],
    ['packages/api/src/trpc.ts', './context.ts'],
    ['packages/api/src/limits/booking-limit.ts', '../lists/cursor.ts'],
    ['packages/api/src/limits/limits.ts', '../errors.ts'],
    ['packages/api/src/crm/router.ts', '../trpc.ts'],
    ['packages/api/src/crm/router.ts', '../prospects/queries.ts'],
    ['packages/api/src/billing/router.ts', './price-ids.ts'],
    ['packages/api/src/root.ts', './crm/router.ts'],
    ['packages/api/src/http/http-routes.ts', '../root.ts'],
    ['packages/api/src/index.ts', './http/http-routes.ts'],
  ];
  it.each(downward)('%s importing %s passes', (path, specifier) => {
    expect(check(path, `import { x } from '${specifier}';`)).toEqual([]);
  });

  it('exempts tests and the harness, and keeps the harness out of non-test source', () => {
    expect(
      check(
        'packages/api/src/limits/limits.test.ts',
        "import { createTestApp } from '../testing/test-app.ts';",
      ),
    ).toEqual([]);
    expect(check('packages/api/src/testing/test-app.ts', "import { appRouter } from '../index.ts';")).toEqual(
      [],
    );
    expect(
      check('packages/api/src/crm/router.ts', "import { createTestApp } from '../testing/test-app.ts';"),
    ).toEqual([
      'packages/api/src/crm/router.ts:1: ../testing/test-app.ts crosses api layers (testing/ is for tests only)',
    ]);
  });

  it('names a top-level file that has no layer yet', () => {
    expect(check('packages/api/src/crm/router.ts', "import { x } from '../helpers.ts';")).toEqual([
      'packages/api/src/crm/router.ts:1: ../helpers.ts crosses api layers (packages/api/src/helpers.ts has no layer: add it to the table in scripts/check-boundaries.mjs)',
    ]);
  });
});

describe('synchronous database calls', () => {
  const sync = (path: string, text: string) => checkSyncDatabaseCalls([{ path, text }]).map(formatViolation);
  const rule =
    'the async data layer (issue 29: queries go through the awaited db; packages/db owns the driver)';

  it('fails on a synchronous call added to an area: the connection reached, or the driver imported', () => {
    const area = [
      "import Database from 'better-sqlite3';",
      'export async function countProspects(db: AppDatabase) {',
      "  return db.$client.prepare('select count(*) from prospects').pluck().get();",
      '}',
    ].join('\n');
    expect(sync('packages/api/src/prospects/count.ts', area)).toEqual([
      `packages/api/src/prospects/count.ts:1: better-sqlite3 crosses ${rule}`,
      `packages/api/src/prospects/count.ts:3: $client crosses ${rule}`,
    ]);
    expect(sync('apps/server/src/main.ts', 'await db.$withConnection((c) => c.exec(sql));')).toEqual([
      `apps/server/src/main.ts:1: $withConnection crosses ${rule}`,
    ]);
  });

  it('passes awaited queries, the driver inside packages/db, and mentions in comments or strings', () => {
    const awaited = [
      '// never db.$client here',
      "const hint = 'db.$client is the driver';",
      'export const count = async (db: AppDatabase) => (await db.select().from(prospects).all()).length;',
    ].join('\n');
    expect(sync('packages/api/src/prospects/count.ts', awaited)).toEqual([]);
    expect(sync('packages/db/src/driver/async-sqlite.ts', "import Database from 'better-sqlite3';")).toEqual(
      [],
    );
    expect(sync('packages/api/src/x.ts', "import type Database from 'better-sqlite3';")).toEqual([]);
  });
});

describe('the repository', () => {
  // It reads every file of the tree, so it takes longer than a unit test's default 5 s on a busy machine.
  it('has no import that crosses a layer', { timeout: 30_000 }, () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const files = repositoryFiles(root);
    expect(files.length).toBeGreaterThan(100);
    expect(checkBoundaries(files).map(formatViolation)).toEqual([]);
  });

  it('makes no synchronous database call outside packages/db', { timeout: 30_000 }, () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    expect(checkSyncDatabaseCalls(repositoryFiles(root)).map(formatViolation)).toEqual([]);
  });
});
