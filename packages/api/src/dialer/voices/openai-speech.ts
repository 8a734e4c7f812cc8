/**
 * A real text-to-speech provider behind VoiceSynthesizer: an OpenAI-compatible speech endpoint
 * (POST {base}/audio/speech: model, input, voice, response_format wav, speed), chosen by TTS_*.
 */
import type { VoiceSynthesizer } from './synthesizer.ts';

export interface SpeechProviderEnv {
  /** e.g. https://api.openai.com/v1, or a self-hosted OpenAI-compatible server. */
  TTS_BASE_URL?: string;
  TTS_API_KEY?: string;
  TTS_MODEL?: string;
  /** The provider's voice name (default alloy). */
  TTS_VOICE?: string;
}

export const SPEECH_PROVIDER_ID = 'speech-api';
export const TTS_PARTIAL =
  'Set all of TTS_BASE_URL, TTS_API_KEY and TTS_MODEL to use a text-to-speech service, or none of them for espeak-ng';
const TIMEOUT_MS = 30_000;
/** espeak-ng's normal rate; a voice's words per minute becomes the provider's speed factor. */
const NORMAL_WORDS_PER_MINUTE = 175;

export function createSpeechApiSynthesizer(config: {
  baseUrl: string;
  apiKey: string;
  model: string;
  voice: string;
}): VoiceSynthesizer {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/audio/speech`;
  return {
    id: SPEECH_PROVIDER_ID,
    label: `Synthetic voice (${config.model} at ${new URL(url).hostname}, a text-to-speech service)`,
    async synthesize(request) {
      const speed = Math.min(4, Math.max(0.25, request.speed / NORMAL_WORDS_PER_MINUTE));
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          model: config.model,
          input: request.text,
          voice: config.voice,
          response_format: 'wav',
          speed: Math.round(speed * 100) / 100,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw new Error(
          `The text-to-speech service at ${new URL(url).host} did not answer: ${String(error)}`,
        );
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
        throw new Error(
          `The text-to-speech service refused (${response.status}): ${body.error?.message ?? 'no reason given'}`,
        );
      }
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}

/** The speech service when TTS_BASE_URL, TTS_API_KEY and TTS_MODEL are all set; none: undefined (espeak-ng). */
export function selectSpeechSynthesizer(env: SpeechProviderEnv): VoiceSynthesizer | undefined {
  const { TTS_BASE_URL: baseUrl, TTS_API_KEY: apiKey, TTS_MODEL: model } = env;
  const given = [baseUrl, apiKey, model].filter(Boolean).length;
  if (given === 0) return undefined;
  if (!baseUrl || !apiKey || !model) throw new Error(TTS_PARTIAL);
  return createSpeechApiSynthesizer({ baseUrl, apiKey, model, voice: env.TTS_VOICE || 'alloy' });
}
