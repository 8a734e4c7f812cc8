import { randomUUID } from 'node:crypto';
import { AVATAR_MISSING, editProfileSchema } from '@leadpath/core/schemas/profile';
import { users } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { processAvatarImage } from '../services/avatar-image.ts';
import { deleteStoredImage } from '../services/stored-image.ts';
import { authedProcedure, createTRPCRouter } from '../trpc.ts';
import { saveProfileFields } from './profile-statements.ts';
import { toUserProfile, userProfileSchema } from './user-profile.ts';

export const profileRouter = createTRPCRouter({
  update: authedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/edit-profile',
        summary: "Update the user's name, company name, location and bio",
        tags: ['User'],
        permission: null,
      },
    })
    .input(editProfileSchema)
    .output(userProfileSchema)
    .mutation(({ ctx, input }) => {
      const updated = saveProfileFields(ctx.db, ctx.user.id, input, ctx.now());
      if (!updated) throw new TRPCError({ code: 'NOT_FOUND', message: 'This account no longer exists' });
      return toUserProfile(updated);
    }),

  /** Called by POST /api/imageUploader with the file's bytes; JSON over /trpc cannot carry them. */
  uploadAvatar: authedProcedure
    .input(z.object({ image: z.instanceof(Uint8Array).nullable() }))
    .output(z.object({ url: z.string(), user: userProfileSchema }))
    .mutation(async ({ ctx, input }) => {
      if (!input.image) throw new TRPCError({ code: 'BAD_REQUEST', message: AVATAR_MISSING });
      const webp = await processAvatarImage(input.image);
      // A new, unguessable key per upload, so a stored avatar can be cached forever.
      const { url } = await ctx.services.storage.put(`avatars/${randomUUID()}.webp`, webp, 'image/webp');
      const previousImage = ctx.user.image;
      const updated = ctx.db
        .update(users)
        .set({ image: url })
        .where(eq(users.id, ctx.user.id))
        .returning()
        .get();
      await deleteStoredImage(ctx, previousImage);
      return { url, user: toUserProfile(updated) };
    }),
});
