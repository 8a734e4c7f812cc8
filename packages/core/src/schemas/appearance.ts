import { z } from 'zod';

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export const updateAppearanceSchema = z.object({
  theme: z.enum(themes, { error: 'Choose light or dark' }),
});
export type UpdateAppearanceInput = z.infer<typeof updateAppearanceSchema>;
