import { createLocalDiskStorage, createS3Storage, type Storage } from '@leadpath/integrations';
import type { Env } from './env.ts';

/** Where uploads live: an S3-compatible bucket when S3_BUCKET is set (issue 32), else UPLOADS_PATH on disk. */
export function storageOf(env: Env): Storage {
  if (!env.S3_BUCKET) return createLocalDiskStorage(env.UPLOADS_PATH);
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
  });
}
