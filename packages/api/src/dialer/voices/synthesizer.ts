import { espeakWav, type SpeechRequest } from './espeak.ts';

/** Text to speech behind one seam: the embedded synthetic voice now, a real provider later. */
export interface VoiceSynthesizer {
  id: string;
  /** What the rep sees: it says plainly that the voice is synthetic. */
  label: string;
  /** A WAV file (RIFF, PCM). */
  synthesize(request: SpeechRequest): Promise<Uint8Array>;
}

export const ESPEAK_LABEL = 'Synthetic voice (espeak-ng, generated offline on this server)';

export const espeakSynthesizer: VoiceSynthesizer = {
  id: 'espeak',
  label: ESPEAK_LABEL,
  synthesize: (request) => espeakWav(request),
};

export const SPEECH_NOT_CONFIGURED =
  'This voice was made with a text-to-speech service that is not configured on this server (TTS_BASE_URL, TTS_API_KEY, TTS_MODEL)';

/** A voice's synthesiser: the configured speech service for its voices, espeak-ng for the rest. */
export function synthesizerOf(provider: string, speech?: VoiceSynthesizer): VoiceSynthesizer {
  if (provider === 'espeak') return espeakSynthesizer;
  if (speech && provider === speech.id) return speech;
  return {
    id: provider,
    label: 'Text-to-speech service (not configured on this server)',
    synthesize: () => Promise.reject(new Error(SPEECH_NOT_CONFIGURED)),
  };
}
