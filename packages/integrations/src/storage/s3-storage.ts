import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { keyOfUploadUrl, UPLOADS_URL_PREFIX } from './local-disk-storage.ts';
import { isValidStorageKey, type Storage } from './storage.ts';

/** An S3 bucket (AWS, or any S3-compatible store: MinIO, Garage, Ceph, s3rver) and how to reach it. */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** A self-hosted store's address; unset: AWS's own endpoint for the region. */
  endpoint?: string;
  /** Bucket in the path (`endpoint/bucket/key`), as most self-hosted stores want. */
  forcePathStyle?: boolean;
  /** Unset: the SDK's usual chain (AWS_ACCESS_KEY_ID…, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Uploads in an S3-compatible bucket (issue 32), so every instance of a cluster reads what any one
 * stored. URLs stay `/uploads/<key>`: the app serves them, whichever storage holds the bytes.
 */
export function createS3Storage(config: S3StorageConfig, client = s3ClientOf(config)): Storage {
  const { bucket } = config;
  return {
    async put(key, body, contentType) {
      if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }),
      );
      return { url: `${UPLOADS_URL_PREFIX}${key}` };
    },

    async get(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: await object.Body.transformToByteArray(),
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    keyOfUrl: keyOfUploadUrl,
  };
}

function s3ClientOf(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle ?? false,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
}

/** A key the bucket does not hold: NoSuchKey, or a bare 404 from stores that answer HEAD-style. */
function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}
