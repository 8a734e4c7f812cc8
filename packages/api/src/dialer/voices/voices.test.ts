import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { call, ok } from '../../testing/dialer-fixtures.ts';
import { signedIn } from '../../testing/outreach-fixtures.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { ESPEAK_MISSING, espeakWav } from './espeak.ts';
import { ESPEAK_LABEL } from './synthesizer.ts';

const hasEspeak = spawnSync('espeak-ng', ['--version']).status === 0;
if (!hasEspeak)
  console.warn('espeak-ng is not installed: the voice preview tests are skipped (apt-get install espeak-ng)');

/** A RIFF/WAVE file's header: its sizes agree with the bytes, and the PCM data is there. */
function readWav(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  return {
    riff: text(0),
    wave: text(8),
    fmt: text(12),
    riffSize: view.getUint32(4, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    bitsPerSample: view.getUint16(34, true),
    data: text(36),
    dataSize: view.getUint32(40, true),
  };
}

describe('Voices: the embedded synthetic voice (espeak-ng)', { timeout: 60_000 }, () => {
  it.skipIf(!hasEspeak)('adds, lists, changes, previews as a real WAV, and deletes a voice', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const created = await ok<{ id: string; providerLabel: string; language: string; speed: number }>(
      await call(t, cookie, 'POST', '/voices', {
        name: 'Callback',
        voicemailText: 'Hi {{first_name}}, please call back.',
      }),
    );
    expect(created).toMatchObject({ providerLabel: ESPEAK_LABEL, language: 'en-US', speed: 160 });
    expect(created.providerLabel).not.toMatch(/\bAI\b/);
    const bad = await call(t, cookie, 'POST', '/voices', { name: 'x', language: 'klingon' });
    expect(bad.status).toBe(400);
    const changed = await ok<{ speed: number; name: string }>(
      await call(t, cookie, 'PATCH', `/voices/${created.id}`, { speed: 200 }),
    );
    expect(changed).toMatchObject({ speed: 200, name: 'Callback' });

    const short = await call(t, cookie, 'POST', `/voices/${created.id}/preview`, { text: 'Hi.' });
    const long = await call(t, cookie, 'POST', `/voices/${created.id}/preview`, {
      text: 'Hi, this is a much longer sample, said slowly enough to take several seconds of audio.',
    });
    expect(short.status).toBe(200);
    expect(short.headers.get('content-type')).toBe('audio/wav');
    const shortWav = new Uint8Array(await short.arrayBuffer());
    const longWav = new Uint8Array(await long.arrayBuffer());
    const header = readWav(longWav);
    expect(header).toMatchObject({
      riff: 'RIFF',
      wave: 'WAVE',
      fmt: 'fmt ',
      data: 'data',
      channels: 1,
      bitsPerSample: 16,
    });
    expect(header.sampleRate).toBe(22050);
    expect(longWav.byteLength).toBeGreaterThan(44);
    // espeak-ng writes to a pipe, so the sizes may be left open (0xffffffff); when given they match.
    if (header.dataSize !== 0xffffffff && header.dataSize !== 0)
      expect(header.dataSize).toBe(longWav.byteLength - 44);
    // Longer text is longer audio: at least a second of 16-bit mono at 22,050 Hz.
    expect(longWav.byteLength - 44).toBeGreaterThan(22050 * 2);
    expect(longWav.byteLength).toBeGreaterThan(shortWav.byteLength);

    expect(await ok(await call(t, cookie, 'DELETE', `/voices/${created.id}`))).toEqual({ deleted: true });
    expect(await ok(await call(t, cookie, 'GET', '/voices'))).toEqual({ voices: [] });
    expect((await call(t, cookie, 'POST', `/voices/${created.id}/preview`, {})).status).toBe(404);
  });

  it('says how to install espeak-ng when it is missing', async () => {
    await expect(
      espeakWav({ text: 'Hi', language: 'en-US', speed: 160, pitch: 50 }, 'espeak-ng-not-installed'),
    ).rejects.toThrow(ESPEAK_MISSING);
  });

  it('keeps voices to their owner', async () => {
    const t = createTestApp();
    const { cookie } = await signedIn(t);
    const voice = await ok<{ id: string }>(await call(t, cookie, 'POST', '/voices', { name: 'Mine' }));
    await t.createUser({ email: 'other@example.com', role: 'Pro' });
    const other = await t.signIn('other@example.com');
    expect(await ok(await call(t, other, 'GET', '/voices'))).toEqual({ voices: [] });
    expect((await call(t, other, 'PATCH', `/voices/${voice.id}`, { name: 'Taken' })).status).toBe(404);
    expect((await call(t, other, 'DELETE', `/voices/${voice.id}`)).status).toBe(404);
  });
});
