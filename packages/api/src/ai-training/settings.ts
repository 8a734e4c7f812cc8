/** AI Training's settings (ADR 071): one row for the installation; without it, the defaults of core. */
import {
  type AiTrainingSettings,
  REVIEW_WAIT_WARNING_HOURS,
  type UpdateAiTrainingSettings,
} from '@leadpath/core/schemas/ai-training';
import { aiTrainingSettings, type Db } from '@leadpath/db';
import { eq } from 'drizzle-orm';

const INSTALL = 'install';

export async function readAiTrainingSettings(db: Db): Promise<AiTrainingSettings> {
  const row = await db.select().from(aiTrainingSettings).where(eq(aiTrainingSettings.id, INSTALL)).get();
  if (!row) {
    return {
      reviewWaitWarningHours: REVIEW_WAIT_WARNING_HOURS.default,
      updatedByEmail: null,
      updatedAt: null,
    };
  }
  return {
    reviewWaitWarningHours: row.reviewWaitWarningHours,
    updatedByEmail: row.updatedByEmail,
    updatedAt: row.updatedAt.getTime(),
  };
}

/**
 * A partial change: the fields not sent keep their value; nothing sent writes nothing. One statement
 * (an upsert of the one row), so no transaction is needed.
 */
export async function updateAiTrainingSettings(
  db: Db,
  input: UpdateAiTrainingSettings,
  actor: { email: string },
  now: number,
): Promise<AiTrainingSettings> {
  if (input.reviewWaitWarningHours === undefined) return readAiTrainingSettings(db);
  const values = {
    reviewWaitWarningHours: input.reviewWaitWarningHours,
    updatedByEmail: actor.email,
    updatedAt: new Date(now),
  };
  await db
    .insert(aiTrainingSettings)
    .values({ id: INSTALL, ...values })
    .onConflictDoUpdate({ target: aiTrainingSettings.id, set: values })
    .run();
  return readAiTrainingSettings(db);
}
