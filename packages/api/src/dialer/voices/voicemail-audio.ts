import type { SecretBox } from '@leadpath/auth';
import { type AppDatabase, calls, prospects, voices } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { DownloadFile } from '../../trpc.ts';
import { synthesizerOf, type VoiceSynthesizer } from './synthesizer.ts';

/** How long the carrier may fetch a dropped message's audio: it plays it within seconds of asking. */
export const VOICEMAIL_AUDIO_TTL_MS = 10 * 60_000;
export const VOICEMAIL_AUDIO_PATH = '/api/dialer/voicemail-audio';
export const VOICEMAIL_AUDIO_LINK_INVALID = 'This voicemail audio link is not valid or has expired';

const PURPOSE = 'voicemail-audio';

interface VoicemailAudioSubject {
  callId: string;
  voiceId: string;
  expiresAt: number;
}

/** The token of a link: the call, the voice and an expiry sealed with SECRETS_KEY (authenticated, opaque). */
export function voicemailAudioToken(
  secrets: SecretBox,
  subject: { callId: string; voiceId: string; now: number },
): string {
  const sealed: [string, string, number] = [
    subject.callId,
    subject.voiceId,
    subject.now + VOICEMAIL_AUDIO_TTL_MS,
  ];
  return secrets.seal(JSON.stringify(sealed), PURPOSE);
}

/** The public, short-lived URL a carrier fetches a dropped message from (Twilio's <Play>), with no session. */
export function voicemailAudioUrl(
  secrets: SecretBox,
  publicUrl: string,
  subject: { callId: string; voiceId: string; now: number },
): string {
  return `${publicUrl.replace(/\/+$/, '')}${VOICEMAIL_AUDIO_PATH}/${voicemailAudioToken(secrets, subject)}`;
}

function openToken(secrets: SecretBox, token: string): VoicemailAudioSubject | null {
  if (token.length > 1000 || !/^[A-Za-z0-9_.-]+$/.test(token)) return null;
  try {
    const value: unknown = JSON.parse(secrets.open(token, PURPOSE));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [callId, voiceId, expiresAt] = value;
    if (typeof callId !== 'string' || typeof voiceId !== 'string' || typeof expiresAt !== 'number')
      return null;
    return { callId, voiceId, expiresAt };
  } catch {
    return null;
  }
}

/** The message of a link as WAV: the voice's voicemail text greeting the called prospect by first name. */
export async function voicemailAudio(
  db: AppDatabase,
  input: { secrets: SecretBox; token: string; now: number; speech?: VoiceSynthesizer },
): Promise<DownloadFile> {
  const subject = openToken(input.secrets, input.token);
  if (!subject || subject.expiresAt < input.now)
    throw new TRPCError({ code: 'NOT_FOUND', message: VOICEMAIL_AUDIO_LINK_INVALID });
  const found = await db
    .select({ voice: voices, firstName: prospects.firstName })
    .from(calls)
    .innerJoin(voices, and(eq(voices.id, subject.voiceId), eq(voices.ownerId, calls.ownerId)))
    .innerJoin(prospects, eq(prospects.id, calls.prospectId))
    .where(eq(calls.id, subject.callId))
    .get();
  if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: VOICEMAIL_AUDIO_LINK_INVALID });
  const { voice } = found;
  const text = voice.voicemailText.replaceAll('{{first_name}}', found.firstName || 'there');
  try {
    const body = await synthesizerOf(voice.provider, input.speech).synthesize({
      text,
      language: voice.language,
      speed: voice.speed,
      pitch: voice.pitch,
    });
    return { contentType: 'audio/wav', fileName: `voicemail-${subject.callId}.wav`, body };
  } catch (error) {
    throw new TRPCError({
      code: 'BAD_GATEWAY',
      message: error instanceof Error ? error.message : 'The voice could not be synthesised',
    });
  }
}
