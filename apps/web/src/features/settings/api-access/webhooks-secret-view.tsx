import { CheckIcon, CopyIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { COPY_FAILED } from './api-access-toasts';
import { SECRET_COPIED } from './webhooks-toasts';

/** The signing secret, shown this once (after creation or rotation), with a copy button. */
export function WebhookSecretView({ url, secret }: { url: string; secret: string }) {
  const inputId = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    if (!navigator.clipboard) return void toast.error(COPY_FAILED);
    navigator.clipboard.writeText(secret).then(
      () => {
        setCopied(true);
        toast.success(SECRET_COPIED);
      },
      () => toast.error(COPY_FAILED),
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <Alert>
        <AlertTitle>Copy the signing secret now</AlertTitle>
        <AlertDescription>
          This is the only time the secret of <span className="break-all">{url}</span> is shown. Your receiver
          uses it to check the Leadpath-Signature header of each request. If you lose it, rotate it.
        </AlertDescription>
      </Alert>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Label htmlFor={inputId} className="sr-only">
          Signing secret
        </Label>
        <Input
          id={inputId}
          data-testid="webhook-secret"
          readOnly
          value={secret}
          className="min-w-0 flex-1 font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" className="w-fit" onClick={copy}>
          {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          {copied ? 'Copied' : 'Copy secret'}
        </Button>
      </div>
    </div>
  );
}
