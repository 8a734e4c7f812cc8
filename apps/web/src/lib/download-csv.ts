import { HttpError } from './api-errors';
import { impersonationHeaders } from './impersonation';

/** Fetches a CSV export (with the impersonation header a plain link could not send) and saves it. */
export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { headers: impersonationHeaders(), credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new HttpError(response.status, body?.error, `Export failed with status ${response.status}`);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
