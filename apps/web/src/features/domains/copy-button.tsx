import { CheckIcon, CopyIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { COPIED, COPY_FAILED } from './domain-texts';

/** Copies `text`; its accessible name says what (e.g. "Copy DKIM value"). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    if (!navigator.clipboard) return void toast.error(COPY_FAILED);
    navigator.clipboard.writeText(text).then(
      () => {
        setCopied(true);
        toast.success(COPIED);
        setTimeout(() => setCopied(false), 2000);
      },
      () => toast.error(COPY_FAILED),
    );
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      className="size-8 shrink-0"
      aria-label={label}
      onClick={copy}
    >
      {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
    </Button>
  );
}
