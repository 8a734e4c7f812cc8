import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { call, ok } from '../../testing/dialer-fixtures.ts';
import { signedIn } from '../../testing/outreach-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { SPEECH_PROVIDER_ID, selectSpeechSynthesizer, TTS_PARTIAL } from './openai-speech.ts';
import { SPEECH_NOT_CONFIGURED } from './synthesizer.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

/** A mono 16-bit WAV of `samples` silent samples at 24 kHz, as OpenAI's speech endpoint answers. */
function wavOf(samples: number): Uint8Array {
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (const [i, c] of [...value].entries()) view.setUint8(at + i, c.charCodeAt(0));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 24_000, true);
  view.setUint32(28, 48_000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  return bytes;
}

/** A local fake of POST /v1/audio/speech: bearer key checked, the JSON body kept, a WAV answered. */
async function fakeSpeechApi(key: string) {
  const requests: { authorization?: string; body: Record<string, unknown> }[] = [];
  const audio = wavOf(2400);
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.method !== 'POST' || req.url !== '/v1/audio/speech') return res.writeHead(404).end();
    requests.push({ authorization: req.headers.authorization, body: JSON.parse(body) });
    if (req.headers.authorization !== `Bearer ${key}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }),
      );
    }
    res.writeHead(200, { 'content-type': 'audio/wav' }).end(Buffer.from(audio));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, requests, audio };
}

describe('Voices through a text-to-speech service (TTS_*), against a local fake', { timeout: 60_000 }, () => {
  it('is chosen only when TTS_BASE_URL, TTS_API_KEY and TTS_MODEL are all set', () => {
    expect(selectSpeechSynthesizer({})).toBeUndefined();
    expect(() => selectSpeechSynthesizer({ TTS_BASE_URL: 'https://api.openai.com/v1' })).toThrow(TTS_PARTIAL);
    expect(
      selectSpeechSynthesizer({
        TTS_BASE_URL: 'https://api.openai.com/v1',
        TTS_API_KEY: 'k',
        TTS_MODEL: 'tts-1',
      })?.label,
    ).toBe('Synthetic voice (tts-1 at api.openai.com, a text-to-speech service)');
  });

  it('new voices use the service: the preview is its WAV; its refusal is said; unconfigured, the voice says so', async () => {
    const fake = await fakeSpeechApi('sk-test');
    const t = createTestApp();
    const env = { TTS_BASE_URL: fake.baseUrl, TTS_MODEL: 'tts-1', TTS_VOICE: 'nova' };
    t.deps.services.speech = selectSpeechSynthesizer({ ...env, TTS_API_KEY: 'sk-test' });
    const { cookie } = await signedIn(t);
    const voice = await ok<{ id: string; provider: string; providerLabel: string }>(
      await call(t, cookie, 'POST', '/voices', {
        name: 'Nova',
        voicemailText: 'Hi {{first_name}}, call me back.',
      }),
    );
    expect(voice).toMatchObject({
      provider: SPEECH_PROVIDER_ID,
      providerLabel: 'Synthetic voice (tts-1 at 127.0.0.1, a text-to-speech service)',
    });

    const preview = await call(t, cookie, 'POST', `/voices/${voice.id}/preview`, {});
    expect([preview.status, preview.headers.get('content-type')]).toEqual([200, 'audio/wav']);
    expect(new Uint8Array(await preview.arrayBuffer())).toEqual(fake.audio);
    expect(fake.requests).toEqual([
      {
        authorization: 'Bearer sk-test',
        body: {
          model: 'tts-1',
          input: 'Hi Alex, call me back.',
          voice: 'nova',
          response_format: 'wav',
          speed: 0.91,
        },
      },
    ]);

    t.deps.services.speech = selectSpeechSynthesizer({ ...env, TTS_API_KEY: 'sk-wrong' });
    const refused = await call(t, cookie, 'POST', `/voices/${voice.id}/preview`, {});
    expect([refused.status, (await refused.json()).error]).toEqual([
      502,
      'The text-to-speech service refused (401): Incorrect API key provided',
    ]);

    t.deps.services.speech = undefined;
    const unconfigured = await call(t, cookie, 'POST', `/voices/${voice.id}/preview`, {});
    expect([unconfigured.status, (await unconfigured.json()).error]).toEqual([502, SPEECH_NOT_CONFIGURED]);
  });
});
