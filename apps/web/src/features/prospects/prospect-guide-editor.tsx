import { engagementGuideTextSchema, MAX_GUIDE_LENGTH } from '@leadpath/core/schemas/engagement-guides';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

interface ProspectGuideEditorProps {
  initialText: string;
  pending: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/** The guide as markdown in a text box: Save or Cancel. */
export function ProspectGuideEditor({ initialText, pending, onSave, onCancel }: ProspectGuideEditorProps) {
  const id = useId();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = engagementGuideTextSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onSave(parsed.data);
  }

  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
      <Label htmlFor={id}>Engagement guide (markdown)</Label>
      <Textarea
        id={id}
        value={text}
        autoFocus
        rows={14}
        className="max-h-[60vh] min-h-48 font-mono text-xs md:text-xs"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count ${id}-error`}
        onChange={(event) => setText(event.target.value)}
      />
      <p
        id={`${id}-count`}
        className={
          text.length > MAX_GUIDE_LENGTH ? 'text-destructive text-xs' : 'text-muted-foreground text-xs'
        }
      >
        {text.length.toLocaleString('en-US')} / {MAX_GUIDE_LENGTH.toLocaleString('en-US')} characters.
        Headings, lists, emphasis and links are shown; HTML is shown as plain text.
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner aria-hidden /> : null}
          Save
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
