import type { AppDatabase } from '@leadpath/db';

export interface EnrollInput {
  ownerId: string;
  sequenceId: string;
  prospectIds: string[];
  /** Enroll a prospect even when it is active in another sequence. */
  allowOtherActive?: boolean;
  now: number;
}

export interface EnrollResult {
  enrolled: string[];
  skipped: { prospectId: string; reason: string }[];
}

/** Enrolls prospects in one transaction (stub: filled in next). */
export function enrollProspects(_db: AppDatabase, input: EnrollInput): EnrollResult {
  return {
    enrolled: [],
    skipped: input.prospectIds.map((prospectId) => ({ prospectId, reason: 'Not yet' })),
  };
}
