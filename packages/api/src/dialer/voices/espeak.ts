import { spawn } from 'node:child_process';

/** espeak-ng's voice names for the languages a voice may have. */
const ESPEAK_VOICES: Record<string, string> = {
  'en-US': 'en-us',
  'en-GB': 'en-gb',
  fr: 'fr',
  de: 'de',
  es: 'es',
  it: 'it',
  pt: 'pt',
  nl: 'nl',
};

export const ESPEAK_MISSING =
  'The synthetic voice needs espeak-ng: install it (apt-get install espeak-ng) and try again';
const SYNTHESIS_TIMEOUT_MS = 20_000;

export interface SpeechRequest {
  text: string;
  language: string;
  /** Words per minute. */
  speed: number;
  /** 0-99. */
  pitch: number;
}

/**
 * Text to a WAV file by espeak-ng run as a separate process (no shell: the text goes in on stdin,
 * never as an argument). Rejects with an actionable message when espeak-ng is missing or fails.
 */
export function espeakWav(request: SpeechRequest, binary = 'espeak-ng'): Promise<Uint8Array> {
  const voice = ESPEAK_VOICES[request.language] ?? 'en-us';
  const args = ['--stdout', '-v', voice, '-s', String(request.speed), '-p', String(request.pitch)];
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'], timeout: SYNTHESIS_TIMEOUT_MS });
    const chunks: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(error.code === 'ENOENT' ? ESPEAK_MISSING : `espeak-ng could not start: ${error.message}`),
      ),
    );
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(withWavSizes(new Uint8Array(Buffer.concat(chunks))));
      reject(new Error(`espeak-ng failed (${signal ?? `exit ${code}`}): ${errors.trim() || 'no message'}`));
    });
    child.stdin.end(request.text);
  });
}

/**
 * espeak-ng writing to a pipe cannot seek back, so it leaves placeholder sizes in the header: the
 * RIFF and data sizes are set from the bytes, as a file written to disk would have them.
 */
export function withWavSizes(wav: Uint8Array): Uint8Array {
  const tag = (at: number) => String.fromCharCode(...wav.subarray(at, at + 4));
  if (wav.byteLength < 44 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE' || tag(36) !== 'data')
    throw new Error('espeak-ng did not write a WAV file');
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  view.setUint32(4, wav.byteLength - 8, true);
  view.setUint32(40, wav.byteLength - 44, true);
  return wav;
}
