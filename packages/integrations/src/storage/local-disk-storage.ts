import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { isValidStorageKey, type Storage } from './storage.ts';

/** The URL prefix the server serves local uploads under. */
export const UPLOADS_URL_PREFIX = '/uploads/';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

/** The embedded default: files under one directory, served by the app under /uploads/. */
export function createLocalDiskStorage(directory: string): Storage {
  const root = resolve(directory);

  function pathOf(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return join(root, key);
  }

  return {
    async put(key, body, _contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
      return { url: `${UPLOADS_URL_PREFIX}${key}` };
    },

    async get(key) {
      if (!isValidStorageKey(key)) return null;
      const contentType = contentTypes[extname(key)];
      if (!contentType) return null;
      try {
        return { body: await readFile(pathOf(key)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    keyOfUrl: keyOfUploadUrl,
  };
}

/** The key behind a `/uploads/<key>` URL the app serves, whichever storage holds the bytes. */
export function keyOfUploadUrl(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  return isValidStorageKey(key) ? key : null;
}
