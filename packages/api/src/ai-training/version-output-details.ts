/**
 * What each output of a version was, for whom and where to open it (ADR 073): one read per kind for
 * a page of outputs. Links go only where the viewing Admin may go: their own prospects, sessions and
 * sequences (the rest is another user's data; it is described, not linked).
 */
import type { AgentOutput, AgentOutputKind } from '@leadpath/core/schemas/ai-training';
import { type ReplyClass, replyClassLabels } from '@leadpath/core/schemas/assist';
import {
  aiReviewDrafts,
  type Db,
  dialerQueueItems,
  dialerSessions,
  inboundMessages,
  linkedinConversations,
  linkedinMessages,
  prospects,
  users,
} from '@leadpath/db';
import { eq, inArray } from 'drizzle-orm';

export interface OutputRef {
  id: string;
  kind: AgentOutputKind;
  subjectId: string;
  at: number;
}

interface Described {
  what: string;
  prospectId: string | null;
  prospectName: string | null;
  ownerId: string;
  ownerEmail: string | null;
  /** What the link opens when the viewer owns it. */
  ownPath: string | null;
}

const nameOf = (row: { firstName: string | null; lastName: string | null; email: string | null }) =>
  row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim() || row.email;
const classLabel = (value: string | null) =>
  value ? (replyClassLabels[value as ReplyClass] ?? value) : 'Not classified';
const firstWords = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** A row read with its owner and (maybe) its prospect. */
interface PersonRow {
  id: string;
  ownerId: string;
  ownerEmail: string | null;
  prospectId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** One output described: what it was and where it opens; for whom and whose from its row. */
const described = (row: PersonRow, what: string, ownPath: string | null): [string, Described] => [
  row.id,
  {
    what,
    prospectId: row.prospectId,
    prospectName: nameOf(row),
    ownerId: row.ownerId,
    ownerEmail: row.ownerEmail,
    ownPath,
  },
];

const prospectColumns = {
  firstName: prospects.firstName,
  lastName: prospects.lastName,
  email: prospects.email,
};

async function mailReplies(db: Db, ids: string[]) {
  const rows = await db
    .select({
      id: inboundMessages.id,
      ownerId: inboundMessages.ownerId,
      ownerEmail: users.email,
      subject: inboundMessages.subject,
      replyClass: inboundMessages.replyClass,
      prospectId: inboundMessages.prospectId,
      ...prospectColumns,
    })
    .from(inboundMessages)
    .innerJoin(users, eq(users.id, inboundMessages.ownerId))
    .leftJoin(prospects, eq(prospects.id, inboundMessages.prospectId))
    .where(inArray(inboundMessages.id, ids))
    .all();
  return rows.map((row) =>
    described(
      row,
      `${classLabel(row.replyClass)}: ${firstWords(row.subject || '(no subject)')}`,
      row.prospectId ? `/dashboard/prospects/${row.prospectId}` : null,
    ),
  );
}

async function linkedinReplies(db: Db, ids: string[]) {
  const rows = await db
    .select({
      id: linkedinMessages.id,
      ownerId: linkedinMessages.ownerId,
      ownerEmail: users.email,
      text: linkedinMessages.text,
      replyClass: linkedinMessages.replyClass,
      prospectId: linkedinConversations.prospectId,
      ...prospectColumns,
    })
    .from(linkedinMessages)
    .innerJoin(users, eq(users.id, linkedinMessages.ownerId))
    .innerJoin(linkedinConversations, eq(linkedinConversations.id, linkedinMessages.conversationId))
    .leftJoin(prospects, eq(prospects.id, linkedinConversations.prospectId))
    .where(inArray(linkedinMessages.id, ids))
    .all();
  return rows.map((row) =>
    described(
      row,
      `${classLabel(row.replyClass)}: “${firstWords(row.text)}”`,
      row.prospectId ? `/dashboard/prospects/${row.prospectId}` : null,
    ),
  );
}

async function sessions(db: Db, ids: string[]) {
  const rows = await db
    .select({
      id: dialerSessions.id,
      ownerId: dialerSessions.ownerId,
      ownerEmail: users.email,
      source: dialerSessions.source,
    })
    .from(dialerSessions)
    .innerJoin(users, eq(users.id, dialerSessions.ownerId))
    .where(inArray(dialerSessions.id, ids))
    .all();
  return rows.map((row): [string, Described] => [
    row.id,
    {
      what: `Script panel of a dialer session (from ${row.source.replace('_', ' ')})`,
      prospectId: null,
      prospectName: null,
      ownerId: row.ownerId,
      ownerEmail: row.ownerEmail,
      ownPath: `/dashboard/dialer?session=${row.id}`,
    },
  ]);
}

async function openers(db: Db, ids: string[]) {
  const rows = await db
    .select({
      id: dialerQueueItems.id,
      sessionId: dialerQueueItems.sessionId,
      prospectId: dialerQueueItems.prospectId,
      ownerId: dialerSessions.ownerId,
      ownerEmail: users.email,
      ...prospectColumns,
    })
    .from(dialerQueueItems)
    .innerJoin(dialerSessions, eq(dialerSessions.id, dialerQueueItems.sessionId))
    .innerJoin(users, eq(users.id, dialerSessions.ownerId))
    .leftJoin(prospects, eq(prospects.id, dialerQueueItems.prospectId))
    .where(inArray(dialerQueueItems.id, ids))
    .all();
  return rows.map((row) =>
    described(row, 'Call opener written by the language model', `/dashboard/dialer?session=${row.sessionId}`),
  );
}

async function drafts(db: Db, ids: string[]) {
  const rows = await db
    .select({
      id: aiReviewDrafts.id,
      ownerId: aiReviewDrafts.ownerId,
      ownerEmail: users.email,
      subject: aiReviewDrafts.subject,
      status: aiReviewDrafts.status,
      prospectId: aiReviewDrafts.prospectId,
      sequenceId: aiReviewDrafts.sequenceId,
      ...prospectColumns,
    })
    .from(aiReviewDrafts)
    .innerJoin(users, eq(users.id, aiReviewDrafts.ownerId))
    .leftJoin(prospects, eq(prospects.id, aiReviewDrafts.prospectId))
    .where(inArray(aiReviewDrafts.id, ids))
    .all();
  return rows.map((row) =>
    described(
      row,
      `Draft “${firstWords(row.subject)}” (${row.status})`,
      `/dashboard/custom-outreach/${row.sequenceId}`,
    ),
  );
}

const readers: Record<AgentOutputKind, (db: Db, ids: string[]) => Promise<[string, Described][]>> = {
  'email-reply-class': mailReplies,
  'linkedin-reply-class': linkedinReplies,
  'dialer-session': sessions,
  'call-opener': openers,
  'reviewed-draft': drafts,
};

/** The page's outputs described; a subject deleted since is still counted, described as gone. */
export async function describeOutputs(db: Db, refs: OutputRef[], viewerId: string): Promise<AgentOutput[]> {
  const found = new Map<string, Described>();
  for (const kind of Object.keys(readers) as AgentOutputKind[]) {
    const ids = [...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.subjectId))];
    if (ids.length === 0) continue;
    for (const [id, described] of await readers[kind](db, ids)) found.set(`${kind}:${id}`, described);
  }
  return refs.map((ref) => {
    const described = found.get(`${ref.kind}:${ref.subjectId}`);
    return {
      id: ref.id,
      kind: ref.kind,
      what: described?.what ?? 'Deleted since',
      prospectName: described?.prospectName ?? null,
      ownerEmail: described?.ownerEmail ?? null,
      at: ref.at,
      link: described && described.ownerId === viewerId ? described.ownPath : null,
    };
  });
}
