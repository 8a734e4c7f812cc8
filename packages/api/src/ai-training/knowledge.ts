import { randomUUID } from 'node:crypto';
import type { KnowledgeInput, KnowledgeItem, KnowledgeKind } from '@leadpath/core/schemas/ai-training';
import { aiKnowledgeItems, type Db, type KnowledgeItemRow } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { itemsFromMarkdown } from './markdown-items.ts';

export const KNOWLEDGE_NOT_FOUND = 'No such knowledge item';

const toItem = (row: KnowledgeItemRow): KnowledgeItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** Case-insensitive "contains" on both engines; % and _ in the text are plain characters. */
function contains(column: SQLiteColumn, text: string): SQL {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`lower(${column}) like ${pattern} escape '\\'`;
}

/** Items whose title or body holds every word of the search, newest first; at most 200. */
export async function searchKnowledge(db: Db, q: string, kind?: KnowledgeKind): Promise<KnowledgeItem[]> {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  const conditions = words.map(
    (word) => or(contains(aiKnowledgeItems.title, word), contains(aiKnowledgeItems.body, word))!,
  );
  if (kind) conditions.push(eq(aiKnowledgeItems.kind, kind));
  const rows = await db
    .select()
    .from(aiKnowledgeItems)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(aiKnowledgeItems.createdAt), desc(aiKnowledgeItems.id))
    .limit(200)
    .all();
  return rows.map(toItem);
}

export async function addKnowledge(
  db: Db,
  input: KnowledgeInput,
  userId: string,
  now: Date,
): Promise<KnowledgeItem> {
  const row: KnowledgeItemRow = { id: randomUUID(), ...input, createdBy: userId, createdAt: now };
  await db.insert(aiKnowledgeItems).values(row).run();
  return toItem(row);
}

/** Markdown files as items (one per heading), all or nothing. */
export async function importKnowledge(
  db: Db,
  kind: KnowledgeKind,
  files: { name: string; content: string }[],
  userId: string,
  now: Date,
): Promise<{ imported: number }> {
  const inputs = files.flatMap((file) => itemsFromMarkdown(kind, file.name, file.content));
  if (inputs.length === 0)
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'The files hold no text to import.' });
  if (inputs.length > 500)
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'At most 500 items per import; split the files.' });
  const rows = inputs.map((input, index) => ({
    id: randomUUID(),
    ...input,
    body: input.body.slice(0, 20_000),
    createdBy: userId,
    // One millisecond apart, so the list shows them in the files' order (newest first).
    createdAt: new Date(now.getTime() + index),
  }));
  await db.insert(aiKnowledgeItems).values(rows).run();
  return { imported: rows.length };
}

export async function deleteKnowledge(db: Db, id: string): Promise<void> {
  const row = await db
    .select({ id: aiKnowledgeItems.id })
    .from(aiKnowledgeItems)
    .where(eq(aiKnowledgeItems.id, id))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: KNOWLEDGE_NOT_FOUND });
  await db.delete(aiKnowledgeItems).where(eq(aiKnowledgeItems.id, id)).run();
}

const STOP_WORDS = new Set(
  'about after again also been being both could does from have here into just more most other over some such than that their them then there these they this those through very what when where which while with would your yours'.split(
    ' ',
  ),
);

/** The words of a text worth matching: four letters or more, not a stop word. */
export function keywordsOf(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [];
  return [...new Set(words.filter((word) => !STOP_WORDS.has(word)))];
}

/** The agent's knowledge for one task: the best keyword matches (up to 3) and every forbidden claim. */
export async function retrieveKnowledge(
  db: Db,
  kinds: readonly KnowledgeKind[],
  text: string,
): Promise<{ matches: KnowledgeItem[]; forbiddenClaims: string[] }> {
  const usable = kinds.filter((kind) => kind !== 'forbidden-claim');
  const rows = await db
    .select()
    .from(aiKnowledgeItems)
    .where(inArray(aiKnowledgeItems.kind, [...usable, 'forbidden-claim']))
    .orderBy(desc(aiKnowledgeItems.createdAt))
    .limit(2000)
    .all();
  const keywords = keywordsOf(text);
  const scored = rows
    .filter((row) => row.kind !== 'forbidden-claim')
    .map((row) => {
      const haystack = `${row.title} ${row.body}`.toLowerCase();
      return { row, score: keywords.filter((word) => haystack.includes(word)).length };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  return {
    matches: scored.slice(0, 3).map((entry) => toItem(entry.row)),
    forbiddenClaims: rows.filter((row) => row.kind === 'forbidden-claim').map((row) => row.title),
  };
}

/** The newest items of one kind, at most `limit` (the call script lists every objection answer it may use). */
export async function knowledgeOfKind(db: Db, kind: KnowledgeKind, limit: number): Promise<KnowledgeItem[]> {
  const rows = await db
    .select()
    .from(aiKnowledgeItems)
    .where(eq(aiKnowledgeItems.kind, kind))
    .orderBy(desc(aiKnowledgeItems.createdAt), desc(aiKnowledgeItems.id))
    .limit(limit)
    .all();
  return rows.map(toItem);
}
