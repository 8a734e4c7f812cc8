// The ceiling: the same queries as the app, on bare Hono + better-sqlite3, with no auth and no framework around them.
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';

const db = new Database(process.env.DATABASE_PATH ?? 'data/app.db');
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
const countProspects = db.prepare('select prospects as count from lead_counts where owner_id = ?');
const searchProspects = db.prepare(
  'select * from prospects where owner_id = ? and (first_name like ? or last_name like ? or email like ?) order by created_at desc, id desc limit 25',
);
const updateBio = db.prepare('update users set bio = ?, updated_at = unixepoch() where id = ?');

const app = new Hono();
app.get('/count', (c) => c.json(countProspects.get(c.req.query('owner'))));
app.get('/search', (c) => {
  const pattern = `%${c.req.query('q') ?? ''}%`;
  return c.json({ items: searchProspects.all(c.req.query('owner'), pattern, pattern, pattern) });
});
app.patch('/profile', async (c) => {
  const body = (await c.req.json()) as { bio: string };
  updateBio.run(body.bio, c.req.query('owner'));
  return c.json({ ok: true });
});

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 3901), hostname: '127.0.0.1' });
