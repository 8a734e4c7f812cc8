import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE } from '@leadpath/core/schemas/profile';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppDeps, Context } from '../context.ts';
import { errorResponseOf, logServerError } from '../errors.ts';
import { createCaller } from '../root.ts';
import { userProfileSchema } from '../routers/user-profile.ts';
import type { ManualOperation } from './openapi.ts';
import { applyResponseHeaders, createRequestContext } from './request-context.ts';

/** Room for the multipart envelope around a file of the largest allowed size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const avatarUploadResponseSchema = z.object({ url: z.string(), user: userProfileSchema });

const uploadAvatar: ManualOperation = {
  method: 'POST',
  path: '/imageUploader',
  summary: `Upload the avatar: one JPG, PNG or GIF (checked by content) of at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB in the multipart field "file"; stored re-encoded as an 800x800 WebP and set as the user's image`,
  tags: ['User'],
  public: false,
  requestContentType: 'multipart/form-data',
  requestBody: z.object({ file: z.file() }),
  response: avatarUploadResponseSchema,
  errors: [400, 401, 403, 413],
  procedure: 'profile.uploadAvatar',
};

export const imageUploaderOperations: ManualOperation[] = [uploadAvatar];

/**
 * The avatar upload service (spec §7 "imageUploader"): a multipart POST with one field `file`.
 * A plain route because the body is a file; the gates and the write run in profile.uploadAvatar.
 */
export function createImageUploaderRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  routes.post(
    uploadAvatar.path,
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: (c) => c.json({ error: AVATAR_TOO_LARGE }, 413),
    }),
    async (c) => {
      let ctx: Context | undefined;
      try {
        ctx = await createRequestContext(c, deps);
        const file = await uploadedFileOf(c.req.raw);
        if (file === 'too-large') return c.json({ error: AVATAR_TOO_LARGE }, 413);
        const result = await createCaller(ctx).profile.uploadAvatar({
          image: file ? new Uint8Array(await file.arrayBuffer()) : null,
        });
        applyResponseHeaders(c, ctx.responseHeaders);
        return c.json(result, 200);
      } catch (error) {
        if (ctx) applyResponseHeaders(c, ctx.responseHeaders);
        logServerError(error, 'POST /api/imageUploader');
        const { status, body } = errorResponseOf(error);
        return c.json(body, status as ContentfulStatusCode);
      }
    },
  );
  return routes;
}

/** The `file` field of a multipart body, null when absent or not a file. */
async function uploadedFileOf(request: Request): Promise<File | null | 'too-large'> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.startsWith('multipart/form-data')) return null;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null;
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return null;
  return file.size > AVATAR_MAX_BYTES ? 'too-large' : file;
}
