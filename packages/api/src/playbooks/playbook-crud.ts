/** A user's playbooks: read, create (blank or from a template), edit, delete, change status. */
import { randomUUID } from 'node:crypto';
import {
  ACTIVATE_NEEDS_PERSONA_SEQUENCE,
  type CreatePlaybookInput,
  emptyProfile,
  type Persona,
  PLAYBOOK_NOT_FOUND,
  type PlaybookStatus,
  SEQUENCE_NOT_YOURS,
  TEMPLATE_NOT_FOUND,
  type UpdatePlaybookInput,
} from '@leadpath/core/schemas/playbooks';
import { type Db, gtmPlaybooks, type PlaybookRow, sequences } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import type { Playbook } from './output-schemas.ts';
import { queueOwnerRescore } from './score-job.ts';
import { templateByKey } from './templates.ts';

/** The owner's playbook row, or 404 (someone else's id answers exactly like an unknown one). */
export async function ownPlaybook(db: Db, ownerId: string, id: string): Promise<PlaybookRow> {
  const row = await db
    .select()
    .from(gtmPlaybooks)
    .where(and(eq(gtmPlaybooks.id, id), eq(gtmPlaybooks.ownerId, ownerId)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: PLAYBOOK_NOT_FOUND });
  return row;
}

export function toPlaybook(row: PlaybookRow): Playbook {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    templateKey: row.templateKey,
    profile: row.profile,
    personas: row.personas,
    messaging: row.messaging,
    scoringRules: row.scoringRules,
    activatedAt: row.activatedAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

export async function getPlaybook(db: Db, ownerId: string, id: string): Promise<Playbook> {
  return toPlaybook(await ownPlaybook(db, ownerId, id));
}

/** Every persona's linked sequence must be one of the owner's: 400 otherwise, nothing saved. */
async function checkLinkedSequences(db: Db, ownerId: string, personas: readonly Persona[]): Promise<void> {
  const ids = [...new Set(personas.flatMap((persona) => (persona.sequenceId ? [persona.sequenceId] : [])))];
  if (ids.length === 0) return;
  const owned = await db
    .select({ id: sequences.id })
    .from(sequences)
    .where(and(eq(sequences.ownerId, ownerId), inArray(sequences.id, ids)))
    .all();
  if (owned.length !== ids.length) throw new TRPCError({ code: 'BAD_REQUEST', message: SEQUENCE_NOT_YOURS });
}

export async function createPlaybook(db: Db, ownerId: string, input: CreatePlaybookInput, now: number) {
  const template = input.templateKey ? templateByKey(input.templateKey) : undefined;
  if (input.templateKey && !template) throw new TRPCError({ code: 'NOT_FOUND', message: TEMPLATE_NOT_FOUND });
  const personas = input.personas ?? template?.personas ?? [];
  await checkLinkedSequences(db, ownerId, personas);
  const id = randomUUID();
  await db
    .insert(gtmPlaybooks)
    .values({
      id,
      ownerId,
      name: input.name ?? template?.name ?? 'New playbook',
      status: 'draft',
      templateKey: template?.key ?? null,
      profile: input.profile ?? template?.profile ?? emptyProfile(),
      personas,
      messaging: input.messaging ?? template?.messaging ?? { valuePropositions: [], proofPoints: [] },
      scoringRules: input.scoringRules ?? template?.scoringRules ?? [],
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .run();
  return id;
}

export async function updatePlaybook(db: Db, ownerId: string, patch: UpdatePlaybookInput, now: number) {
  const { id, ...fields } = patch;
  const row = await ownPlaybook(db, ownerId, id);
  if (fields.personas) await checkLinkedSequences(db, ownerId, fields.personas);
  const personas = fields.personas ?? row.personas;
  if (row.status === 'active' && !personas.some((persona) => persona.sequenceId))
    throw new TRPCError({ code: 'BAD_REQUEST', message: ACTIVATE_NEEDS_PERSONA_SEQUENCE });
  await db
    .update(gtmPlaybooks)
    .set({ ...fields, updatedAt: new Date(now) })
    .where(and(eq(gtmPlaybooks.id, id), eq(gtmPlaybooks.ownerId, ownerId)))
    .run();
  // An active playbook's rules changed: every kept score of the owner is recomputed (ADR 074).
  if (row.status === 'active' && fields.scoringRules) await queueOwnerRescore(db, ownerId, now);
}

export async function deletePlaybook(db: Db, ownerId: string, id: string, now: number): Promise<void> {
  const row = await ownPlaybook(db, ownerId, id);
  await db
    .delete(gtmPlaybooks)
    .where(and(eq(gtmPlaybooks.id, id), eq(gtmPlaybooks.ownerId, ownerId)))
    .run();
  if (row.status === 'active') await queueOwnerRescore(db, ownerId, now);
}

/** Draft, active or archived; an active playbook needs a persona with a linked sequence. */
export async function setPlaybookStatus(
  db: Db,
  ownerId: string,
  id: string,
  status: PlaybookStatus,
  now: number,
) {
  const row = await ownPlaybook(db, ownerId, id);
  if (status === 'active' && !row.personas.some((persona) => persona.sequenceId))
    throw new TRPCError({ code: 'BAD_REQUEST', message: ACTIVATE_NEEDS_PERSONA_SEQUENCE });
  await db
    .update(gtmPlaybooks)
    .set({
      status,
      updatedAt: new Date(now),
      activatedAt: status === 'active' ? (row.activatedAt ?? new Date(now)) : row.activatedAt,
    })
    .where(and(eq(gtmPlaybooks.id, id), eq(gtmPlaybooks.ownerId, ownerId)))
    .run();
  // Activated or no longer active: the playbook joins or leaves every kept score (ADR 074).
  if ((status === 'active') !== (row.status === 'active')) await queueOwnerRescore(db, ownerId, now);
}
