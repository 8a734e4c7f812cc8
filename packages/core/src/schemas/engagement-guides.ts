import { z } from 'zod';
import { personalityTypes } from '../engagement-guides.ts';

export const MAX_GUIDE_LENGTH = 20_000;
export const GUIDE_TOO_LONG = `The guide must be at most ${MAX_GUIDE_LENGTH.toLocaleString('en-US')} characters`;
export const CHOOSE_PERSONALITY_TYPE = 'Choose a personality type: D, I, S, C or none';

/** D, I, S, C, or null to clear it. */
export const personalityTypeSchema = z.enum(personalityTypes, { error: CHOOSE_PERSONALITY_TYPE }).nullable();

export const setPersonalitySchema = z.object({
  id: z.string().min(1),
  personalityType: personalityTypeSchema,
  /** Rewrite the guide from the type even when the prospect already has one. */
  regenerate: z.boolean().optional().default(false),
});
export type SetPersonalityInput = z.input<typeof setPersonalitySchema>;

/** The guide text as the user edited it; empty clears it. */
export const engagementGuideTextSchema = z
  .string({ error: 'Enter the guide as text' })
  .max(MAX_GUIDE_LENGTH, GUIDE_TOO_LONG);

export const updateGuideSchema = z.object({
  id: z.string().min(1),
  engagementGuide: engagementGuideTextSchema,
});
export type UpdateGuideInput = z.input<typeof updateGuideSchema>;
