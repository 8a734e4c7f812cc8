/**
 * Go-to-market playbooks (issue 34): the inputs of the playbooks router, shared by the New GTM steps
 * and the procedures. Exact messages are contracts: the form shows them at the field.
 */
import { z } from 'zod';

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
