import type { AppDatabase, SequenceStepKind } from '@leadpath/db';

export interface PreviewRow {
  prospectId: string;
  prospectName: string;
  email: string;
  stepId: string;
  position: number;
  kind: SequenceStepKind;
  variantLabel: string | null;
  dueAt: number;
  timeZone: string;
  missing: string[];
}

export interface PreviewInput {
  ownerId: string;
  sequenceId: string;
  /** Given: what would happen if these were enrolled now. Omitted: the remaining schedule of the active enrollments. */
  prospectIds?: string[];
  now: number;
}

/** The computed schedule (stub: filled in next). */
export function previewSchedule(_db: AppDatabase, _input: PreviewInput): PreviewRow[] {
  return [];
}
