import { randomUUID } from 'node:crypto';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MISSING,
  AVATAR_TOO_LARGE,
  editProfileSchema,
} from '@leadpath/core/schemas/profile';
import { users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { authedProcedure, createTRPCRouter } from '../trpc.ts';
import { toUserProfile, userProfileSchema } from '../user/user-profile.ts';
import { processAvatarImage } from './avatar-image.ts';
import { saveProfileFields } from './save-profile.ts';
import { deleteStoredImage } from './stored-image.ts';

/** Room for the multipart envelope around a file of the largest allowed size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const profileRouter = createTRPCRouter({
  update: authedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/edit-profile',
        summary: "Change the user's name, company name, location or bio",
        description:
          'A JSON merge patch (RFC 7396): only the fields sent change; `null` clears companyName, location or bio; the name cannot be cleared.',
        tags: ['User'],
        permission: null,
        errors: [404],
      },
    })
    .input(editProfileSchema)
    .output(userProfileSchema)
    .mutation(async ({ ctx, input }) => {
      const updated = await saveProfileFields(ctx.db, ctx.user.id, input, ctx.now());
      if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: 'This account no longer exists' });
      return toUserProfile(updated);
    }),

  /** The avatar upload service (spec §7 "imageUploader"): a multipart POST with one field `file`. */
  uploadAvatar: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/imageUploader',
        summary: `Upload the avatar: one JPG, PNG or GIF (checked by content) of at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB in the multipart field "file"; stored re-encoded as an 800x800 WebP and set as the user's image`,
        tags: ['User'],
        permission: null,
        body: 'multipart',
        maxBodyBytes: AVATAR_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
        tooLargeMessage: AVATAR_TOO_LARGE,
        errors: [400, 401, 403, 413],
      },
    })
    .input(z.object({ file: z.instanceof(Uint8Array).nullable() }))
    .output(z.object({ url: z.string(), user: userProfileSchema }))
    .mutation(async ({ ctx, input }) => {
      if (!input.file) throw new TRPCError({ code: 'BAD_REQUEST', message: AVATAR_MISSING });
      if (input.file.byteLength > AVATAR_MAX_BYTES)
        throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: AVATAR_TOO_LARGE });
      const webp = await processAvatarImage(input.file);
      // A new, unguessable key per upload, so a stored avatar can be cached forever.
      const { url } = await ctx.services.storage.put(`avatars/${randomUUID()}.webp`, webp, 'image/webp');
      const previousImage = ctx.user.image;
      const updated = await ctx.db
        .update(users)
        .set({ image: url, updatedAt: new Date(ctx.now()) })
        .where(eq(users.id, ctx.user.id))
        .returning()
        .get();
      await deleteStoredImage(ctx, previousImage);
      return { url, user: toUserProfile(updated) };
    }),
});
