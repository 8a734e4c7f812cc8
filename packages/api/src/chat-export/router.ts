import { chatLists } from '@leadpath/core';
import { chatExportFiles, chatExportSchema } from '@leadpath/core/schemas/chat-export';
import { chats } from '@leadpath/db';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { downloadFileSchema } from '../lists/download.ts';
import { authedProcedure, createTRPCRouter, type RestRoute } from '../trpc.ts';
import { exportFileName, loadChatDocument } from './chat-document.ts';
import { renderChatExport } from './render.ts';

const downloadRoute: Pick<RestRoute, 'tags' | 'permission' | 'answer' | 'fileTypes' | 'errors'> = {
  tags: ['Chat export'],
  permission: null,
  answer: 'file',
  fileTypes: Object.values(chatExportFiles).map((file) => file.contentType),
  errors: [400, 401, 403],
};

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
    .query(async ({ ctx }) => {
      const rows = await ctx.db
        .select({ list: chats.list, n: count() })
        .from(chats)
        .where(eq(chats.ownerId, ctx.user.id))
        .groupBy(chats.list)
        .all();
      return {
        lists: chatLists.map((list) => ({ list, chats: rows.find((row) => row.list === list)?.n ?? 0 })),
      };
    }),

  /** The export file of the user's chats in the chosen lists: a form's POST, or the same choices as a link. */
  file: authedProcedure
    .meta({
      rest: [
        {
          method: 'POST',
          path: '/chat-export/download',
          summary:
            'Download the chats of the chosen lists as a file: PDF (application/pdf), DOC (a .docx) or JPG (image/jpeg), signed in with the session cookie',
          ...downloadRoute,
        },
        {
          method: 'GET',
          path: '/chat-export/download',
          summary: 'The chat export as a link: the same choices as query parameters',
          ...downloadRoute,
        },
      ],
    })
    .input(chatExportSchema)
    .output(downloadFileSchema)
    .mutation(async ({ ctx, input }) => {
      const doc = await loadChatDocument(ctx.db, ctx.user, input.lists, ctx.now());
      const bytes = await renderChatExport(doc, input.format);
      const { extension, contentType } = chatExportFiles[input.format];
      return { fileName: exportFileName(doc.generatedAt, extension), contentType, body: bytes };
    }),
});
