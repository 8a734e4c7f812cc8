import type { ChatExportInput } from '@leadpath/core/schemas/chat-export';
import { impersonationHeaders } from '@/lib/impersonation';
import { saveDownload } from '@/lib/save-download';

/** Asks the server for the export file and hands it to the browser as a download. */
export async function downloadChatExport(input: ChatExportInput): Promise<string> {
  const response = await fetch('/api/chat-export/download', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...impersonationHeaders() },
    credentials: 'same-origin',
    body: JSON.stringify(input),
  });
  return saveDownload(response, 'chats');
}
