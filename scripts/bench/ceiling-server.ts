// The ceiling: the same queries as the app, on bare Hono + better-sqlite3, with no auth and no framework around them.
// /floor/count adds only what any signed-in call must pay: the app's security headers and a session lookup.
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { securityHeaders } from '../../packages/api/src/http/security-headers.ts';
import { storedSessionIdOf } from '../../packages/auth/src/session-id.ts';
import { searchParams, searchSql } from './search-sql.ts';

const db = new Database(process.env.DATABASE_PATH ?? 'data/app.db');
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
const countProspects = db.prepare('select prospects as count from lead_counts where owner_id = ?');
const search = {
  probe: db.prepare(searchSql.probe),
  broadPage: db.prepare(searchSql.broadPage),
  narrowPage: db.prepare(searchSql.narrowPage),
  cappedCount: db.prepare(searchSql.cappedCount),
};
const updateBio = db.prepare('update users set bio = ?, updated_at = unixepoch() where id = ?');
const sessionAndUser = db.prepare(
  'select s.expires_at, u.* from sessions s inner join users u on u.id = s.user_id where s.id = ?',
);

const app = new Hono();
app.get('/count', (c) => c.json(countProspects.get(c.req.query('owner'))));
app.get('/search', (c) => {
  const params = searchParams(c.req.query('owner') ?? '', c.req.query('q') ?? '');
  const narrow = (search.probe.get(...params.probe) as { n: number }).n <= 1000;
  const items = narrow
    ? search.narrowPage.all(...params.narrowPage)
    : search.broadPage.all(...params.broadPage);
  const { n } = search.cappedCount.get(...params.cappedCount) as { n: number };
  return c.json({ items, total: Math.min(n, 1000) });
});
app.patch('/profile', async (c) => {
  const body = (await c.req.json()) as { bio: string };
  updateBio.run(body.bio, c.req.query('owner'));
  return c.json({ ok: true });
});

app.get('/floor/count', securityHeaders, (c) => {
  // The sessions table keeps the SHA-256 of the cookie's token (session-id.ts), as the app looks it up.
  const row = sessionAndUser.get(storedSessionIdOf(getCookie(c, 'lp_session') ?? '')) as
    | { id: string; expires_at: number; is_deactivated: number }
    | undefined;
  if (!row || row.expires_at * 1000 < Date.now() || row.is_deactivated)
    return c.json({ error: 'Please login' }, 401);
  return c.json(countProspects.get(row.id));
});

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3901), hostname: '127.0.0.1' });
