import { editSignatureSchema, testSignatureDraftSchema } from '@leadpath/core/schemas/signature';
import { emailSignatures } from '@leadpath/db';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { authedProcedure, createTRPCRouter } from '../trpc.ts';
import { signatureTestDraft } from './test-draft.ts';

export const SAVE_SIGNATURE_FIRST = 'Save your signature before sending a test draft';

const signatureSchema = z.object({ emailSignatureImage: z.string(), emailSignatureText: z.string() });

export const signatureRouter = createTRPCRouter({
  get: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/signature/get-signature',
        summary: "The user's email signature",
        tags: ['Signature'],
        permission: null,
      },
    })
    .output(signatureSchema)
    .query(async ({ ctx }) => {
      const row = await ctx.db
        .select()
        .from(emailSignatures)
        .where(eq(emailSignatures.userId, ctx.user.id))
        .get();
      return { emailSignatureImage: row?.imageUrl ?? '', emailSignatureText: row?.text ?? '' };
    }),

  edit: authedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/signature/edit-signature',
        summary: 'Save the email signature: logo URL and text',
        description: 'Replaces the signature: send both fields; an absent emailSignatureText is saved empty.',
        tags: ['Signature'],
        permission: null,
      },
    })
    .input(editSignatureSchema)
    .output(signatureSchema.extend({ message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const values = {
        imageUrl: input.emailSignatureImage,
        text: input.emailSignatureText,
        updatedAt: new Date(ctx.now()),
      };
      await ctx.db
        .insert(emailSignatures)
        .values({ userId: ctx.user.id, ...values })
        .onConflictDoUpdate({ target: emailSignatures.userId, set: values })
        .run();
      return { ...input, message: 'Signature saved' };
    }),

  /** Saves a draft that ends with the saved signature; the embedded outbox lists it under Mailboxes. */
  createTestDraft: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/email/createTestSignatureDraft',
        summary: 'Save a test draft holding the signature',
        tags: ['Signature'],
        permission: null,
      },
    })
    .input(testSignatureDraftSchema)
    .output(z.object({ message: z.string(), draftId: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const row = await ctx.db
        .select()
        .from(emailSignatures)
        .where(eq(emailSignatures.userId, ctx.user.id))
        .get();
      if (!row) throw new TRPCError({ code: 'BAD_REQUEST', message: SAVE_SIGNATURE_FIRST });
      const { id } = await ctx.services.mailer.saveDraft(
        signatureTestDraft({
          ownerId: ctx.user.id,
          from: ctx.user.email,
          to: input.to,
          subject: input.subject,
          signature: { imageUrl: row.imageUrl, text: row.text },
        }),
      );
      return { message: `Test draft saved for ${input.to}`, draftId: id };
    }),
});
