/** What the playbooks router answers (times are epoch milliseconds of the app clock). */
import {
  idealCustomerProfileSchema,
  messagingSchema,
  personaSchema,
  playbookStatuses,
  scoringRuleSchema,
} from '@leadpath/core/schemas/playbooks';
import { z } from 'zod';

const reasonSchema = z.object({ points: z.number().int(), reason: z.string() });

export const audiencePreviewOutputSchema = z.object({
  companies: z.number().int(),
  prospects: z.number().int(),
  /** A count reached 10,000: the real number is at least the one given. */
  capped: z.boolean(),
  sample: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      title: z.string(),
      company: z.string(),
      score: z.number().int(),
      reasons: z.array(reasonSchema),
    }),
  ),
});

const resultCountsSchema = z.object({
  enrolled: z.number().int(),
  replied: z.number().int(),
  meetings: z.number().int(),
});

export const playbookSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(playbookStatuses),
  templateKey: z.string().nullable(),
  profile: idealCustomerProfileSchema,
  personas: z.array(personaSchema),
  messaging: messagingSchema,
  scoringRules: z.array(scoringRuleSchema),
  activatedAt: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Playbook = z.infer<typeof playbookSchema>;

export const playbookOverviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(playbookStatuses),
  templateKey: z.string().nullable(),
  updatedAt: z.number(),
  audience: z.object({ companies: z.number().int(), prospects: z.number().int(), capped: z.boolean() }),
  /** Scores of the newest matching prospects (at most 500), in buckets of ten points. */
  scoreHistogram: z.array(z.object({ from: z.number().int(), count: z.number().int() })),
  results: resultCountsSchema,
  /** The latest nightly play: how many matched, were enrolled, and were skipped (any reason). */
  lastPlayRun: z
    .object({
      day: z.string(),
      matched: z.number().int(),
      enrolled: z.number().int(),
      skipped: z.number().int(),
    })
    .nullable(),
  personas: z.array(
    resultCountsSchema.extend({
      name: z.string(),
      sequenceId: z.string().nullable(),
      sequenceName: z.string().nullable(),
    }),
  ),
});
export type PlaybookOverview = z.infer<typeof playbookOverviewSchema>;

export const playbookListSchema = z.object({ playbooks: z.array(playbookOverviewSchema) });

export const templateListSchema = z.object({
  templates: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      summary: z.string(),
      profile: idealCustomerProfileSchema,
      personas: z.array(personaSchema),
      messaging: messagingSchema,
      scoringRules: z.array(scoringRuleSchema),
    }),
  ),
});

export const deletedSchema = z.object({ deleted: z.literal(true) });

export const playRunListSchema = z.object({
  runs: z.array(
    z.object({
      id: z.string(),
      trigger: z.enum(['nightly']),
      /** The UTC day the nightly run belongs to (YYYY-MM-DD). */
      day: z.string(),
      matched: z.number().int(),
      enrolled: z.number().int(),
      /** Prospects left out, by reason (already enrolled, unsubscribed or bounced, active elsewhere...). */
      skipped: z.array(z.object({ reason: z.string(), count: z.number().int() })),
      ranAt: z.number(),
    }),
  ),
});
export type PlayRunList = z.infer<typeof playRunListSchema>;

export const suggestedProfileSchema = z.object({
  /** How many won prospects the suggestion is drawn from (0: nothing to suggest yet). */
  wonProspects: z.number().int(),
  profile: idealCustomerProfileSchema,
});

export const prospectScoresSchema = z.object({
  /** One per active playbook, oldest playbook first. */
  scores: z.array(
    z.object({
      playbookId: z.string(),
      playbookName: z.string(),
      score: z.number().int(),
      reasons: z.array(reasonSchema),
    }),
  ),
});
export type ProspectScores = z.infer<typeof prospectScoresSchema>;
