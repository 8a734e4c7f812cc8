import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage.ts';

// Against a real S3-compatible server on loopback (s3rver), not a fake of our own.
let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'leadpath-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'uploads', configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

const storageOf = (bucket = 'uploads', secretAccessKey = 'S3RVER') =>
  createS3Storage({
    bucket,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey },
  });

describe('uploads in an S3-compatible bucket', () => {
  it('stores, serves back with its type, and deletes an upload under /uploads/<key>', async () => {
    const storage = storageOf();
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);
    const { url } = await storage.put('avatars/one.webp', bytes, 'image/webp');
    expect(url).toBe('/uploads/avatars/one.webp');
    expect(storage.keyOfUrl(url)).toBe('avatars/one.webp');
    const stored = await storage.get('avatars/one.webp');
    expect(stored?.contentType).toBe('image/webp');
    expect(Array.from(stored?.body ?? [])).toEqual(Array.from(bytes));
    await storage.delete('avatars/one.webp');
    expect(await storage.get('avatars/one.webp')).toBeNull();
  });

  it('answers null for a key it does not hold and for a key outside the app’s shape', async () => {
    const storage = storageOf();
    expect(await storage.get('avatars/never.webp')).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
    await expect(storage.put('../escape.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(
      'Invalid storage key',
    );
  });

  it('passes on the store’s refusal: a bucket that does not exist is an error, not a missing file', async () => {
    await expect(
      storageOf('no-such-bucket').put('avatars/x.webp', new Uint8Array([1]), 'image/webp'),
    ).rejects.toThrow(/bucket/i);
  });
});
