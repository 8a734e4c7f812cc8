import { randomUUID } from 'node:crypto';
import type { createVoiceSchema, updateVoiceSchema } from '@leadpath/core/schemas/voices';
import { type Db, type VoiceRow, voices } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DownloadFile } from '../../trpc.ts';
import { synthesizerOf, type VoiceSynthesizer } from './synthesizer.ts';

export const VOICE_NOT_FOUND = 'Voice not found';
const DEFAULT_SAMPLE = 'Hi, this is a preview of the voice your voicemail messages will use.';

export const voiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string(),
  /** Says plainly what the voice is: a synthetic voice generated offline (never a person). */
  providerLabel: z.string(),
  language: z.string(),
  speed: z.number().int(),
  pitch: z.number().int(),
  voicemailText: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type VoiceView = z.infer<typeof voiceSchema>;

export const toVoiceView = (row: VoiceRow, speech?: VoiceSynthesizer): VoiceView => ({
  id: row.id,
  name: row.name,
  provider: row.provider,
  providerLabel: synthesizerOf(row.provider, speech).label,
  language: row.language,
  speed: row.speed,
  pitch: row.pitch,
  voicemailText: row.voicemailText,
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});

export async function ownVoice(db: Db, ownerId: string, id: string): Promise<VoiceRow> {
  const row = await db
    .select()
    .from(voices)
    .where(and(eq(voices.id, id), eq(voices.ownerId, ownerId)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: VOICE_NOT_FOUND });
  return row;
}

export async function listVoices(db: Db, ownerId: string, speech?: VoiceSynthesizer): Promise<VoiceView[]> {
  const rows = await db
    .select()
    .from(voices)
    .where(eq(voices.ownerId, ownerId))
    .orderBy(asc(voices.createdAt), asc(voices.id))
    .all();
  return rows.map((row) => toVoiceView(row, speech));
}

export async function createVoice(
  db: Db,
  ownerId: string,
  input: z.output<typeof createVoiceSchema>,
  now: number,
  speech?: VoiceSynthesizer,
): Promise<VoiceView> {
  const row = await db
    .insert(voices)
    .values({
      id: randomUUID(),
      ownerId,
      // New voices use the configured speech service; espeak-ng otherwise.
      provider: speech?.id ?? 'espeak',
      ...input,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .returning()
    .get();
  return toVoiceView(row, speech);
}

export async function updateVoice(
  db: Db,
  ownerId: string,
  { id, ...patch }: z.output<typeof updateVoiceSchema>,
  now: number,
  speech?: VoiceSynthesizer,
): Promise<VoiceView> {
  await ownVoice(db, ownerId, id);
  const row = await db
    .update(voices)
    .set({ ...patch, updatedAt: new Date(now) })
    .where(and(eq(voices.id, id), eq(voices.ownerId, ownerId)))
    .returning()
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: VOICE_NOT_FOUND });
  return toVoiceView(row, speech);
}

export async function deleteVoice(db: Db, ownerId: string, id: string): Promise<void> {
  await ownVoice(db, ownerId, id);
  await db
    .delete(voices)
    .where(and(eq(voices.id, id), eq(voices.ownerId, ownerId)))
    .run();
}

/** The sample text (or the voicemail message, or a greeting) said by the voice, as a WAV download. */
export async function previewVoice(
  db: Db,
  ownerId: string,
  input: { id: string; text?: string },
  speech?: VoiceSynthesizer,
): Promise<DownloadFile> {
  const voice = await ownVoice(db, ownerId, input.id);
  // A preview has no prospect: the message greets a sample name.
  const text = (input.text || voice.voicemailText || DEFAULT_SAMPLE).replaceAll('{{first_name}}', 'Alex');
  try {
    const body = await synthesizerOf(voice.provider, speech).synthesize({
      text,
      language: voice.language,
      speed: voice.speed,
      pitch: voice.pitch,
    });
    return { contentType: 'audio/wav', fileName: `voice-preview-${voice.id}.wav`, body };
  } catch (error) {
    throw new TRPCError({
      code: 'BAD_GATEWAY',
      message: error instanceof Error ? error.message : 'The voice could not be synthesised',
    });
  }
}
