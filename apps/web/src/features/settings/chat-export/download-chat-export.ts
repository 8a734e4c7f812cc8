import type { ChatExportInput } from '@leadpath/core/schemas/chat-export';
import { HttpError } from '@/lib/api-errors';
import { impersonationHeaders } from '@/lib/impersonation';

/** Asks the server for the export file and hands it to the browser as a download. */
export async function downloadChatExport(input: ChatExportInput): Promise<string> {
  const response = await fetch('/api/chat-export/download', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...impersonationHeaders() },
    credentials: 'same-origin',
    body: JSON.stringify(input),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new HttpError(response.status, body?.error, `Export failed with status ${response.status}`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'chats';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
