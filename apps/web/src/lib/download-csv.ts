import { impersonationHeaders } from './impersonation';
import { saveDownload } from './save-download';

/** Fetches a CSV export (with the impersonation header a plain link could not send) and saves it. */
export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { headers: impersonationHeaders(), credentials: 'same-origin' });
  await saveDownload(response, fallbackName);
}
