import type { AppDatabase } from '@leadpath/db';

export type ProspectSignalKind = 'replied' | 'bounced' | 'unsubscribed' | 'meeting';

export interface ProspectSignal {
  ownerId: string;
  prospectId?: string;
  email?: string;
  kind: ProspectSignalKind;
  now: number;
}

/** Finishes the prospect's active enrollments on a stop signal (stub: filled in next). */
export function recordProspectSignal(_db: AppDatabase, _signal: ProspectSignal): { finished: number } {
  return { finished: 0 };
}
