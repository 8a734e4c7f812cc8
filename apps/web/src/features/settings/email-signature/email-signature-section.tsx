import { TEXT_LIMIT_800 } from '@leadpath/core';
import { editSignatureSchema } from '@leadpath/core/schemas/signature';
import { RotateCwIcon, SaveIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { fieldErrorsOf } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { SignaturePreview } from './signature-preview';
import { TestDraftForm } from './test-draft-form';

type SignatureField = 'emailSignatureImage' | 'emailSignatureText';
export const LOAD_FAILED = 'Failed to load signature data';

/** Settings › Email signature: logo URL and text with a live preview, and a test draft. */
export function EmailSignatureSection() {
  const id = useId();
  const utils = trpc.useUtils();
  const me = trpc.user.fetch.useQuery();
  const signature = trpc.signature.get.useQuery(undefined, { meta: { globalErrorToast: false } });
  const save = trpc.signature.edit.useMutation();
  const [imageUrl, setImageUrl] = useState('');
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<SignatureField, string>>>({});

  useEffect(() => {
    if (signature.isError) toast.error(LOAD_FAILED);
  }, [signature.isError]);

  useEffect(() => {
    if (!signature.data || loaded) return;
    setImageUrl(signature.data.emailSignatureImage);
    setText(signature.data.emailSignatureText);
    setLoaded(true);
  }, [signature.data, loaded]);

  const dirty =
    signature.data !== undefined &&
    (imageUrl !== signature.data.emailSignatureImage || text !== signature.data.emailSignatureText);

  /** Validates and saves; true when the signature on the server is the one in the form. */
  async function saveSignature(): Promise<boolean> {
    const parsed = editSignatureSchema.safeParse({ emailSignatureImage: imageUrl, emailSignatureText: text });
    setErrors(parsed.success ? {} : fieldErrorsOf<SignatureField>(parsed.error));
    if (!parsed.success) return false;
    try {
      const saved = await save.mutateAsync(parsed.data);
      utils.signature.get.setData(undefined, {
        emailSignatureImage: saved.emailSignatureImage,
        emailSignatureText: saved.emailSignatureText,
      });
      setImageUrl(saved.emailSignatureImage);
      return true;
    } catch {
      return false;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await saveSignature()) toast.success('Signature saved');
  }

  if (signature.isPending) {
    return (
      <div role="status" className="flex flex-col gap-4" aria-busy="true" aria-label="Loading signature">
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }

  if (signature.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{LOAD_FAILED}</AlertTitle>
        <AlertDescription>
          <Button variant="outline" size="sm" onClick={() => signature.refetch()}>
            <RotateCwIcon aria-hidden />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <Field>
            <Label htmlFor={`${id}-logo`}>Logo URL</Label>
            <Input
              id={`${id}-logo`}
              type="url"
              inputMode="url"
              placeholder="https://example.com/logo.png"
              value={imageUrl}
              onChange={(event) => setImageUrl(event.target.value)}
              aria-invalid={errors.emailSignatureImage ? true : undefined}
              aria-describedby={`${id}-logo-hint${errors.emailSignatureImage ? ` ${id}-logo-error` : ''}`}
            />
            <FieldDescription id={`${id}-logo-hint`}>
              Required: an http(s) link to your logo image.
            </FieldDescription>
            <FieldError id={`${id}-logo-error`}>{errors.emailSignatureImage}</FieldError>
          </Field>
          <Field>
            <Label htmlFor={`${id}-text`}>Signature text</Label>
            <Textarea
              id={`${id}-text`}
              rows={6}
              className="min-h-32"
              placeholder={'Jane Doe\nHead of Sales, Acme'}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={errors.emailSignatureText ? true : undefined}
              aria-describedby={`${id}-text-count${errors.emailSignatureText ? ` ${id}-text-error` : ''}`}
            />
            <FieldDescription
              id={`${id}-text-count`}
              className={text.length > TEXT_LIMIT_800 ? 'text-destructive' : undefined}
            >
              {text.length}/{TEXT_LIMIT_800} characters
            </FieldDescription>
            <FieldError id={`${id}-text-error`}>{errors.emailSignatureText}</FieldError>
          </Field>
          <div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner aria-hidden /> : <SaveIcon aria-hidden />}
              Save signature
            </Button>
          </div>
        </div>
        <SignaturePreview imageUrl={imageUrl} text={text} />
      </form>
      <TestDraftForm
        key={me.data?.email ?? ''}
        defaultTo={me.data?.email ?? ''}
        beforeSend={async () => (!dirty && signature.data.emailSignatureImage !== '') || saveSignature()}
      />
    </div>
  );
}
