import { CheckIcon, CopyIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { COPY_FAILED } from './api-access-toasts';

async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('No clipboard');
  await navigator.clipboard.writeText(text);
}

/** The whole key, shown this once right after creation (only its hash is kept), with a copy button. */
export function CreatedKeyView({ name, apiKey }: { name: string; apiKey: string }) {
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    copyToClipboard(apiKey).then(
      () => {
        setCopied(true);
        toast.success('API key copied to clipboard');
      },
      () => toast.error(COPY_FAILED),
    );

  return (
    <div className="flex flex-col gap-4">
      <Alert>
        <AlertTitle>Copy your new key now</AlertTitle>
        <AlertDescription>
          This is the only time the key “{name}” is shown. Leadpath keeps only a fingerprint of it; if you
          lose it, delete it and create another.
        </AlertDescription>
      </Alert>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Label htmlFor={inputId} className="sr-only">
          Your new API key
        </Label>
        <Input
          id={inputId}
          data-testid="created-key"
          readOnly
          value={apiKey}
          className="min-w-0 flex-1 font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" className="w-fit" onClick={() => void copy()}>
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? 'Copied' : 'Copy key'}
        </Button>
      </div>
      <p className="text-muted-foreground text-sm">
        Send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code> to the paths listed in
        the{' '}
        <a className="underline underline-offset-4" href="/api/docs" target="_blank" rel="noreferrer">
          API reference
        </a>
        .
      </p>
    </div>
  );
}
