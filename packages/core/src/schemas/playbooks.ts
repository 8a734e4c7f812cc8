/**
 * Go-to-market playbooks (issue 34): the inputs of the playbooks router, shared by the New GTM steps
 * and the procedures. Exact messages are contracts: the form shows them at the field.
 */
import { z } from 'zod';
import { replyClasses } from './assist.ts';
import { prospectStatuses } from './prospects.ts';
import { TASK_DUE_DAYS_MAX, TASK_TITLE_MAX, taskTypes } from './tasks.ts';

export const playbookStatuses = ['draft', 'active', 'archived'] as const;
export type PlaybookStatus = (typeof playbookStatuses)[number];

export const PLAYBOOK_NOT_FOUND = 'No playbook with this id: it was deleted, or it is not yours';
export const TEMPLATE_NOT_FOUND = 'No template with this key: GET /api/gtm/templates lists them';
export const SEQUENCE_NOT_YOURS =
  'A persona links a sequence that does not exist or is not yours: pick one of your sequences';
export const ACTIVATE_NEEDS_PERSONA_SEQUENCE =
  'Link a sequence to at least one persona before activating the playbook';

export const PLAYBOOK_LIMITS = {
  name: 100,
  listItems: 30,
  item: 200,
  longText: 1000,
  personas: 10,
  rules: 30,
  points: 100,
} as const;

const item = z.string().trim().min(1, 'Empty entries are not allowed').max(PLAYBOOK_LIMITS.item);
const items = z
  .array(item)
  .max(PLAYBOOK_LIMITS.listItems, `At most ${PLAYBOOK_LIMITS.listItems} entries`)
  .default([]);
const longText = z.string().trim().max(PLAYBOOK_LIMITS.longText);

/** Who to reach: every non-empty list narrows the audience; exclusions remove matches. */
export const idealCustomerProfileSchema = z.object({
  industries: items,
  companySizes: items,
  locations: items,
  /** Words a prospect's title contains (any of them), e.g. "Sales", "Revenue". */
  titles: items,
  /** Seniority words a title contains (any of them), e.g. "VP", "Head", "Director". */
  seniorities: items,
  /** Industries left out even when they match. */
  excludedIndustries: items,
  /** Title words that leave a prospect out, e.g. "Intern", "Assistant". */
  excludedTitles: items,
});
export type IdealCustomerProfile = z.infer<typeof idealCustomerProfileSchema>;

export const emptyProfile = (): IdealCustomerProfile => ({
  industries: [],
  companySizes: [],
  locations: [],
  titles: [],
  seniorities: [],
  excludedIndustries: [],
  excludedTitles: [],
});

export const objectionSchema = z.object({ objection: item, answer: longText });

export const personaSchema = z.object({
  name: item,
  titles: items,
  pains: items,
  priorities: items,
  objections: z.array(objectionSchema).max(PLAYBOOK_LIMITS.listItems).default([]),
  /** The sequence this persona's prospects are enrolled in (one of the owner's sequences). */
  sequenceId: z.string().min(1).max(100).nullable().default(null),
});
export type Persona = z.infer<typeof personaSchema>;

export const messagingSchema = z.object({
  valuePropositions: items,
  proofPoints: items,
});
export type Messaging = z.infer<typeof messagingSchema>;

export const scoringAttributes = ['title', 'industry', 'companySize', 'location', 'status', 'email'] as const;
export type ScoringAttribute = (typeof scoringAttributes)[number];
/** contains: the attribute holds the value (any case); is: equals it (any case); present: is not empty. */
export const scoringMatches = ['contains', 'is', 'present'] as const;

export const scoringRuleSchema = z.object({
  attribute: z.enum(scoringAttributes),
  match: z.enum(scoringMatches),
  value: z.string().trim().max(PLAYBOOK_LIMITS.item).default(''),
  points: z.number().int('Points are whole numbers').min(-PLAYBOOK_LIMITS.points).max(PLAYBOOK_LIMITS.points),
  /** Shown beside the points, so a score explains itself. */
  reason: item,
});
export type ScoringRule = z.infer<typeof scoringRuleSchema>;

const playbookFields = {
  name: z.string().trim().min(1, 'Name the playbook').max(PLAYBOOK_LIMITS.name),
  profile: idealCustomerProfileSchema,
  personas: z
    .array(personaSchema)
    .max(PLAYBOOK_LIMITS.personas, `At most ${PLAYBOOK_LIMITS.personas} personas`),
  messaging: messagingSchema,
  scoringRules: z
    .array(scoringRuleSchema)
    .max(PLAYBOOK_LIMITS.rules, `At most ${PLAYBOOK_LIMITS.rules} scoring rules`),
};

/** A new playbook: blank, or a template's content with any field given here replacing the template's. */
export const createPlaybookSchema = z.object({
  templateKey: z.string().min(1).max(60).optional(),
  name: playbookFields.name.optional(),
  profile: playbookFields.profile.optional(),
  personas: playbookFields.personas.optional(),
  messaging: playbookFields.messaging.optional(),
  scoringRules: playbookFields.scoringRules.optional(),
});
export type CreatePlaybookInput = z.infer<typeof createPlaybookSchema>;

export const playbookIdSchema = z.object({ id: z.string().min(1).max(100) });

export const updatePlaybookSchema = playbookIdSchema.extend({
  name: playbookFields.name.optional(),
  profile: playbookFields.profile.optional(),
  personas: playbookFields.personas.optional(),
  messaging: playbookFields.messaging.optional(),
  scoringRules: playbookFields.scoringRules.optional(),
});
export type UpdatePlaybookInput = z.infer<typeof updatePlaybookSchema>;

export const setPlaybookStatusSchema = playbookIdSchema.extend({ status: z.enum(playbookStatuses) });

/** A preview of a profile not saved yet (the New GTM form, as it changes). */
export const audiencePreviewSchema = playbookIdSchema.extend({
  profile: idealCustomerProfileSchema.optional(),
});
export const draftAudienceSchema = z.object({ profile: idealCustomerProfileSchema });

/** Triggered plays: what starts one. */
export const playTriggers = ['prospect_created', 'meeting_booked', 'no_reply', 'reply_class'] as const;
export type PlayTrigger = (typeof playTriggers)[number];
export const playTriggerLabels: Record<PlayTrigger, string> = {
  prospect_created: 'A prospect is created or imported',
  meeting_booked: 'A meeting is booked',
  no_reply: 'No reply after some days',
  reply_class: 'A reply of a class arrives',
};
export const playActions = ['enroll', 'remove', 'set_status', 'create_task', 'push_crm'] as const;
export type PlayAction = (typeof playActions)[number];
export const playActionLabels: Record<PlayAction, string> = {
  enroll: 'Enroll in a sequence',
  remove: 'Remove from a sequence',
  set_status: 'Set the prospect status',
  create_task: 'Create a task for the prospect’s owner',
  push_crm: 'Push to the CRM',
};

export const PLAY_NOT_FOUND = 'No play with this id in this playbook: it was deleted, or it is not yours';
export const PLAY_NEEDS_DAYS = 'Say after how many days without a reply (1 to 90)';
export const PLAY_NEEDS_STATUS = 'Choose the status to set';
export const PLAY_NEEDS_REPLY_CLASS = 'Choose the class of reply that starts the play';
export const PLAY_NEEDS_TASK_TITLE = 'Give the task a title';
export const PLAY_NEEDS_TASK_TYPE = 'Choose the type of task';
export const PLAY_NEEDS_TASK_DUE = `Say in how many days the task is due (0 to ${TASK_DUE_DAYS_MAX})`;
export const PLAY_UNKNOWN_PERSONA = 'The play names a persona the playbook does not have';
export const PLAY_NEEDS_SEQUENCE =
  'Pick a sequence, or a persona that links one: the play enrolls prospects in it or removes them from it';
/** The actions that name a sequence (the play's own, or its persona's linked one). */
export const playActionsWithSequence: readonly PlayAction[] = ['enroll', 'remove'];
export const PLAYS_PER_PLAYBOOK = 20;
export const PLAYS_LIMIT_REACHED = `A playbook has at most ${PLAYS_PER_PLAYBOOK} plays: delete one first`;

const playShape = {
  name: z.string().trim().min(1, 'Name the play').max(PLAYBOOK_LIMITS.name),
  trigger: z.enum(playTriggers, { error: 'Choose a trigger' }),
  noReplyDays: z
    .number()
    .int(PLAY_NEEDS_DAYS)
    .min(1, PLAY_NEEDS_DAYS)
    .max(90, PLAY_NEEDS_DAYS)
    .nullable()
    .default(null),
  replyClass: z.enum(replyClasses, { error: PLAY_NEEDS_REPLY_CLASS }).nullable().default(null),
  /** A persona's name: its titles narrow the filter; null: the playbook's whole profile. */
  persona: z.string().trim().min(1).max(PLAYBOOK_LIMITS.item).nullable().default(null),
  titles: items,
  action: z.enum(playActions, { error: 'Choose an action' }),
  sequenceId: z.string().min(1).max(100).nullable().default(null),
  status: z.enum(prospectStatuses, { error: PLAY_NEEDS_STATUS }).nullable().default(null),
  /** create_task: the task's title, type and due date in days after the play runs (app clock). */
  taskTitle: z.string().trim().min(1, PLAY_NEEDS_TASK_TITLE).max(TASK_TITLE_MAX).nullable().default(null),
  taskType: z.enum(taskTypes, { error: PLAY_NEEDS_TASK_TYPE }).nullable().default(null),
  taskDueDays: z
    .number()
    .int(PLAY_NEEDS_TASK_DUE)
    .min(0, PLAY_NEEDS_TASK_DUE)
    .max(TASK_DUE_DAYS_MAX, PLAY_NEEDS_TASK_DUE)
    .nullable()
    .default(null),
  enabled: z.boolean().default(true),
};

/** The fields one trigger or action needs, at the field that lacks them. */
function refinePlay(
  play: {
    trigger: PlayTrigger;
    noReplyDays: number | null;
    replyClass: string | null;
    action: PlayAction;
    status: string | null;
    taskTitle: string | null;
    taskType: string | null;
    taskDueDays: number | null;
  },
  ctx: z.RefinementCtx,
) {
  if (play.trigger === 'no_reply' && play.noReplyDays === null)
    ctx.addIssue({ code: 'custom', path: ['noReplyDays'], message: PLAY_NEEDS_DAYS });
  if (play.trigger === 'reply_class' && play.replyClass === null)
    ctx.addIssue({ code: 'custom', path: ['replyClass'], message: PLAY_NEEDS_REPLY_CLASS });
  if (play.action === 'set_status' && play.status === null)
    ctx.addIssue({ code: 'custom', path: ['status'], message: PLAY_NEEDS_STATUS });
  if (play.action !== 'create_task') return;
  if (play.taskTitle === null)
    ctx.addIssue({ code: 'custom', path: ['taskTitle'], message: PLAY_NEEDS_TASK_TITLE });
  if (play.taskType === null)
    ctx.addIssue({ code: 'custom', path: ['taskType'], message: PLAY_NEEDS_TASK_TYPE });
  if (play.taskDueDays === null)
    ctx.addIssue({ code: 'custom', path: ['taskDueDays'], message: PLAY_NEEDS_TASK_DUE });
}

/** A play as the form edits it. */
export const playFieldsSchema = z.object(playShape).superRefine(refinePlay);
export type PlayFields = z.output<typeof playFieldsSchema>;

const playbookId = z.string().min(1).max(100);
const playId = z.string().min(1).max(100);
export const createPlaySchema = z.object({ id: playbookId, ...playShape }).superRefine(refinePlay);
export const updatePlaySchema = z.object({ id: playbookId, playId, ...playShape }).superRefine(refinePlay);
export const playIdSchema = z.object({ id: playbookId, playId });
