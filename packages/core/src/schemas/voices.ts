import { z } from 'zod';

/** Voices for voicemail drops (issue 35, the voice:* permissions), shared by the form and the procedures. */

/** Languages the embedded synthetic voice (espeak-ng) speaks, by BCP 47 tag. */
export const voiceLanguages = ['en-US', 'en-GB', 'fr', 'de', 'es', 'it', 'pt', 'nl'] as const;
export type VoiceLanguage = (typeof voiceLanguages)[number];

export const VOICE_NAME_REQUIRED = 'Please enter a name for the voice';
export const VOICE_TEXT_TOO_LONG = 'A message can be at most 1000 characters';
export const VOICE_LANGUAGE_UNKNOWN = `Choose a language: ${voiceLanguages.join(', ')}`;

const id = z.string().trim().min(1).max(64);
const name = z.string({ error: VOICE_NAME_REQUIRED }).trim().min(1, VOICE_NAME_REQUIRED).max(100);
const language = z.enum(voiceLanguages, { error: VOICE_LANGUAGE_UNKNOWN });
/** Words per minute. */
const speed = z
  .number()
  .int()
  .min(80, 'Speed is 80 to 450 words a minute')
  .max(450, 'Speed is 80 to 450 words a minute');
const pitch = z.number().int().min(0, 'Pitch is 0 to 99').max(99, 'Pitch is 0 to 99');
const message = z.string().trim().max(1000, VOICE_TEXT_TOO_LONG);

export const createVoiceSchema = z.object({
  name,
  language: language.default('en-US'),
  speed: speed.default(160),
  pitch: pitch.default(50),
  voicemailText: message.default(''),
});
export type CreateVoiceInput = z.input<typeof createVoiceSchema>;

export const updateVoiceSchema = z.object({
  id,
  name: name.optional(),
  language: language.optional(),
  speed: speed.optional(),
  pitch: pitch.optional(),
  voicemailText: message.optional(),
});

export const voiceIdSchema = z.object({ id });

/** The sample said by a preview; absent: the voice's voicemail message, or a greeting. */
export const previewVoiceSchema = z.object({ id, text: message.optional() });
