import type { ChatExportFormat } from '@leadpath/core/schemas/chat-export';
import type { ChatDocument } from './chat-document.ts';
import { renderChatDocx } from './render-docx.ts';
import { renderChatJpg } from './render-jpg.ts';
import { renderChatPdf } from './render-pdf.ts';

/** The file's bytes in the chosen format: PDF, DOC (a .docx) or JPG. */
export async function renderChatExport(doc: ChatDocument, format: ChatExportFormat): Promise<Uint8Array> {
  if (format === 'PDF') return renderChatPdf(doc);
  if (format === 'DOC') return new Uint8Array(await renderChatDocx(doc));
  return new Uint8Array(await renderChatJpg(doc));
}
