import type { RouterOutputs } from '@leadpath/api';
import { HttpError } from '@/lib/api-errors';
import { impersonationHeaders } from '@/lib/impersonation';

export interface AvatarUploadResult {
  url: string;
  user: RouterOutputs['user']['fetch'];
}

/** POST /api/imageUploader as multipart (fetchJson only sends JSON); throws HttpError on refusal. */
export async function uploadAvatar(file: File): Promise<AvatarUploadResult> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch('/api/imageUploader', {
    method: 'POST',
    body,
    headers: { accept: 'application/json', ...impersonationHeaders() },
    credentials: 'same-origin',
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error =
      json && typeof json === 'object' && 'error' in json && typeof json.error === 'string'
        ? json.error
        : undefined;
    throw new HttpError(response.status, error, `Upload failed with status ${response.status}`);
  }
  return json as AvatarUploadResult;
}
