import type { PersonalityType } from '@leadpath/core';
import type { SetPersonalityInput, UpdateGuideInput } from '@leadpath/core/schemas/engagement-guides';
import { PROSPECT_NOT_FOUND } from '@leadpath/core/schemas/prospects';
import { type AppDatabase, changesOf, companies, prospects } from '@leadpath/db';
import type { GuideWriter } from '@leadpath/integrations';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';

type SetPersonality = Omit<SetPersonalityInput, 'regenerate'> & { regenerate: boolean };

function ownProspect(ownerId: string, id: string) {
  return and(eq(prospects.ownerId, ownerId), eq(prospects.id, id));
}

function notFound(): never {
  throw new TRPCError({ code: 'NOT_FOUND', message: PROSPECT_NOT_FOUND });
}

/** The fields a guide is written from, and whether the prospect already has one. */
async function guideSubjectOf(db: AppDatabase, ownerId: string, id: string) {
  const row = await db
    .select({
      firstName: prospects.firstName,
      lastName: prospects.lastName,
      title: prospects.title,
      companyName: companies.name,
      engagementGuide: prospects.engagementGuide,
    })
    .from(prospects)
    .leftJoin(companies, eq(companies.id, prospects.companyId))
    .where(ownProspect(ownerId, id))
    .get();
  if (!row) notFound();
  return { ...row, companyName: row.companyName ?? '' };
}

/**
 * Sets the DISC type; writes the guide when there is none yet or when asked to regenerate.
 * Clearing the type keeps the guide: it may hold the user's own notes.
 */
export async function setPersonality(
  db: AppDatabase,
  guideWriter: GuideWriter,
  ownerId: string,
  input: SetPersonality,
  now: number,
): Promise<void> {
  const subject = await guideSubjectOf(db, ownerId, input.id);
  const type: PersonalityType | null = input.personalityType;
  const writeGuide = type !== null && (input.regenerate || !subject.engagementGuide?.trim());
  // The writer may be a remote provider, so it runs before the transaction.
  const guide = writeGuide ? await guideWriter.write(type, subject) : undefined;
  await db.transaction(async (tx) => {
    const changed = changesOf(
      await tx
        .update(prospects)
        .set({
          personalityType: type,
          ...(guide === undefined ? {} : { engagementGuide: guide }),
          updatedAt: new Date(now),
        })
        .where(ownProspect(ownerId, input.id))
        .run(),
    );
    if (!changed) notFound();
  });
}

/** Replaces the guide with the user's text; blank text removes it. */
export async function updateGuide(
  db: AppDatabase,
  ownerId: string,
  input: Required<UpdateGuideInput>,
  now: number,
): Promise<void> {
  const text = input.engagementGuide.trim() ? input.engagementGuide : null;
  await db.transaction(async (tx) => {
    const changed = changesOf(
      await tx
        .update(prospects)
        .set({ engagementGuide: text, updatedAt: new Date(now) })
        .where(ownProspect(ownerId, input.id))
        .run(),
    );
    if (!changed) notFound();
  });
}
