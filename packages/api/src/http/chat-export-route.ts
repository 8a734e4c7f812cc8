import { type ChatExportInput, chatExportSchema } from '@leadpath/core/schemas/chat-export';
import { Hono, type Context as HonoContext } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppDeps, Context } from '../context.ts';
import { errorResponseOf, logServerError } from '../errors.ts';
import { createCaller } from '../root.ts';
import type { ManualOperation } from './openapi.ts';
import { MalformedJsonError, readJsonBody } from './read-json.ts';
import { applyResponseHeaders, createRequestContext } from './request-context.ts';

export const CHAT_EXPORT_PATH = '/chat-export/download';

/** GET takes ?lists=...&lists=...&format=; POST takes the same as a JSON body. */
// The procedure validates the input; the cast only satisfies the caller's type.
async function exportInputOf(c: HonoContext): Promise<ChatExportInput> {
  if (c.req.method === 'GET')
    return { lists: c.req.queries('lists') ?? [], format: c.req.query('format') } as ChatExportInput;
  return (await readJsonBody(c)) as ChatExportInput;
}

/** Serves the export file itself (the REST adapter answers JSON only); the procedure runs every gate. */
async function downloadChatExport(c: HonoContext, deps: AppDeps) {
  let ctx: Context | undefined;
  try {
    ctx = await createRequestContext(c, deps);
    const file = await createCaller(ctx).chatExport.file(await exportInputOf(c));
    applyResponseHeaders(c, ctx.responseHeaders);
    c.header('content-type', file.contentType);
    c.header('content-disposition', `attachment; filename="${file.fileName}"`);
    c.header('cache-control', 'no-store');
    return c.body(Buffer.from(file.contentBase64, 'base64'), 200);
  } catch (error) {
    if (ctx) applyResponseHeaders(c, ctx.responseHeaders);
    if (error instanceof MalformedJsonError) return c.json({ error: error.message }, 400);
    logServerError(error, `${c.req.method} ${c.req.path}`);
    const { status, body } = errorResponseOf(error);
    return c.json(body, status as ContentfulStatusCode);
  }
}

const downloadChats: ManualOperation = {
  method: 'POST',
  path: CHAT_EXPORT_PATH,
  summary:
    'Download the chats of the chosen lists as a file: PDF (application/pdf), DOC (a .docx) or JPG (image/jpeg), signed in with the session cookie',
  tags: ['Chat export'],
  public: false,
  requestBody: chatExportSchema,
  response: z.string().describe('the file, with Content-Disposition: attachment'),
  errors: [400, 401, 403],
  procedure: 'chatExport.file',
};

/** The same download as a link: the choices as query parameters. */
const downloadChatsByLink: ManualOperation = {
  ...downloadChats,
  method: 'GET',
  summary: 'The chat export as a link: the same choices as query parameters',
};

export const chatExportOperations: ManualOperation[] = [downloadChats, downloadChatsByLink];

export function createChatExportRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  for (const operation of chatExportOperations)
    routes.on(operation.method, operation.path, (c) => downloadChatExport(c, deps));
  return routes;
}
