/** What a LinkedIn step hands from one stage to the next: its input, its outcome, the claimed action. */
import type {
  AppDatabase,
  LinkedinAccountRow,
  LinkedinActionKindColumn,
  LinkedinSettingsRow,
  ProspectRow,
  ScheduledStepRow,
  SequenceEnrollmentRow,
  SequenceStepRow,
} from '@leadpath/db';
import type { LinkedinConnector } from '@leadpath/integrations/linkedin';
import type { LinkedinServices } from '../connectors.ts';

/** A tick's plan per account: where deferred rows were placed, so the next rows queue behind them. */
export type LinkedinTickPlan = Map<string, { notBefore: number; counted: Map<string, number> }>;
export const createLinkedinTickPlan = (): LinkedinTickPlan => new Map();

export interface LinkedinStepInput {
  db: AppDatabase;
  row: ScheduledStepRow;
  enrollment: SequenceEnrollmentRow;
  step: SequenceStepRow;
  now: number;
  /** The runner (lease owner). */
  owner: string;
  random: () => number;
  services?: LinkedinServices;
  plan: LinkedinTickPlan;
  leaseMs?: number;
}

/**
 * task: not executed here (manual mode): the caller opens a task. done: executed. waiting: an
 * invitation waits for its acceptance. deferred: placed later by the pacing or a pause. failed /
 * flagged: see the row's note.
 */
export type LinkedinStepOutcome = 'task' | 'done' | 'waiting' | 'deferred' | 'failed' | 'flagged';

/** The account, its connector and the prospect a step acts on. */
export interface LoadedStep {
  connector: LinkedinConnector;
  account: LinkedinAccountRow;
  settings: LinkedinSettingsRow;
  prospect: ProspectRow;
  /** The normalised profile URL; '' when the prospect has none. */
  profileUrl: string;
}

/** A step claimed for its action: what the connector call and the mark need. */
export interface ClaimedAction extends LoadedStep {
  /** The linkedin_actions row recorded as pending by the claim. */
  actionId: string;
  kind: LinkedinActionKindColumn;
  text: string | null;
}
