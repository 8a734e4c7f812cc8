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

export const synthesizerOf = (_provider: string): VoiceSynthesizer => espeakSynthesizer;
