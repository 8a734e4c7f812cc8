import { z } from 'zod';

// The writer's input and answer (issue 33): one schema for the step editor's Draft form and POST /api/writer/draft.

/** The fields a draft may use: only those the user chose are sent to a configured model. */
export const draftFieldsSchema = z.object({
  firstName: z.string().max(200).default(''),
  lastName: z.string().max(200).default(''),
  title: z.string().max(200).default(''),
  companyName: z.string().max(200).default(''),
  industry: z.string().max(200).default(''),
});

/** One schema for the editor's form and POST /api/writer/draft. */
export const draftRequestSchema = z.object({
  /** What the sequence is for, in the user's words: "book a demo of our scheduling tool". */
  goal: z
    .string()
    .trim()
    .min(3, 'Say in a few words what the sequence is for (at least 3 characters).')
    .max(500),
  /** Which step of the sequence: the first mail introduces, later ones follow up. */
  stepNumber: z.number().int().min(1).max(50).default(1),
  tone: z.enum(['neutral', 'warm', 'formal']).default('neutral'),
  /** A prospect's fields; absent: the draft keeps {{placeholders}} for the sequence to fill. */
  prospect: draftFieldsSchema.optional(),
});

export type DraftRequest = z.infer<typeof draftRequestSchema>;

export const stepDraftSchema = z.object({
  subject: z.string(),
  /** Three subject lines to choose from; the first is `subject`. */
  subjectVariants: z.array(z.string()),
  body: z.string(),
  /** Who wrote it, as the UI labels the draft: "Template draft" or the model's name. */
  writtenBy: z.string(),
  /** The published writer version that made it (AI Training, issue 36); null: the built-in defaults. */
  agentVersionId: z.string().nullable().default(null),
});

export type StepDraft = z.infer<typeof stepDraftSchema>;
