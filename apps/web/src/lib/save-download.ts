import { HttpError } from './api-errors';

/**
 * Hands a file response to the browser as a download, named as the server says (else fallbackName),
 * and returns that name; a refused response throws its HttpError.
 */
export async function saveDownload(response: Response, fallbackName: string): Promise<string> {
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
  return name;
}
