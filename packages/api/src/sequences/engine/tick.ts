import type { AppDatabase } from '@leadpath/db';
import type { Mailer } from '@leadpath/integrations';

export interface SequenceTickOptions {
  db: AppDatabase;
  mailer: Mailer;
  now: () => number;
  /** Names this runner in the rows' leases. */
  owner: string;
  /** [0, 1) for the gap jitter; Math.random by default. */
  random?: () => number;
  /** Rows worked per batch; 20 by default. */
  batchSize?: number;
  /** Where users reach the app, for {{booking_link}}: 'https://app.example.com'. */
  publicUrl?: string;
}

export interface SequenceTickResult {
  sent: number;
  tasks: number;
  flagged: number;
  deferred: number;
  reconciled: number;
  failed: number;
}

/** One tick of the sequence engine (stub: filled in next). */
export async function runSequenceTick(_options: SequenceTickOptions): Promise<SequenceTickResult> {
  return { sent: 0, tasks: 0, flagged: 0, deferred: 0, reconciled: 0, failed: 0 };
}
