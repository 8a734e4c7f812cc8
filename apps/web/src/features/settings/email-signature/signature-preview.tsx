import { isHttpUrl } from '@leadpath/core/schemas/signature';
import { useState } from 'react';

/** How the signature will look under a mail, updated as the user types. */
export function SignaturePreview({ imageUrl, text }: { imageUrl: string; text: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = isHttpUrl(imageUrl.trim()) && failedUrl !== imageUrl;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="font-medium text-sm">Preview</figcaption>
      <section
        aria-label="Signature preview"
        aria-live="polite"
        className="min-h-28 rounded-lg border bg-white p-4 text-neutral-900 text-sm shadow-xs dark:bg-neutral-50"
      >
        <p className="text-neutral-500">Hi Alex, thanks for your time today.</p>
        <div className="mt-3 border-neutral-200 border-t pt-3">
          {text ? (
            <p className="whitespace-pre-wrap break-words">{text}</p>
          ) : (
            <p className="text-neutral-400 italic">Your signature text appears here.</p>
          )}
          {showImage ? (
            <img
              src={imageUrl.trim()}
              alt="Signature logo"
              referrerPolicy="no-referrer"
              onError={() => setFailedUrl(imageUrl)}
              className="mt-3 max-h-16 max-w-48 object-contain"
            />
          ) : imageUrl.trim() ? (
            <p className="mt-3 text-neutral-400 text-xs">The logo cannot be shown from this URL.</p>
          ) : null}
        </div>
      </section>
    </figure>
  );
}
