import { chatLists } from '@leadpath/core';
import { chatExportFiles, chatExportSchema } from '@leadpath/core/schemas/chat-export';
import { chats } from '@leadpath/db';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { exportFileName, loadChatDocument } from '../services/chat-export/chat-document.ts';
import { renderChatExport } from '../services/chat-export/render.ts';
import { authedProcedure, createTRPCRouter } from '../trpc.ts';

export const chatExportRouter = createTRPCRouter({
  /** How many chats the user has in each list, so the form can say what an export will hold. */
  lists: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/chat-export/lists',
        summary: 'The chat lists with the number of chats in each',
        tags: ['Chat export'],
        permission: null,
      },
    })
    .output(z.object({ lists: z.array(z.object({ list: z.enum(chatLists), chats: z.number() })) }))
    .query(({ ctx }) => {
      const rows = ctx.db
        .select({ list: chats.list, n: count() })
        .from(chats)
        .where(eq(chats.ownerId, ctx.user.id))
        .groupBy(chats.list)
        .all();
      return {
        lists: chatLists.map((list) => ({ list, chats: rows.find((row) => row.list === list)?.n ?? 0 })),
      };
    }),

  /** The export file of the user's chats in the chosen lists; the download route serves its bytes. */
  file: authedProcedure
    .input(chatExportSchema)
    .output(z.object({ fileName: z.string(), contentType: z.string(), contentBase64: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const doc = loadChatDocument(ctx.db, ctx.user, input.lists, ctx.now());
      const bytes = await renderChatExport(doc, input.format);
      const { extension, contentType } = chatExportFiles[input.format];
      return {
        fileName: exportFileName(doc.generatedAt, extension),
        contentType,
        contentBase64: Buffer.from(bytes).toString('base64'),
      };
    }),
});
