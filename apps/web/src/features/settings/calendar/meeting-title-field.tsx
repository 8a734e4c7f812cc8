import { calendarTitlePlaceholders, renderMeetingTitle } from '@leadpath/core';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface MeetingTitleFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The signed-in user's name and company, for the preview. */
  me: { name: string; companyName: string };
}

/** The title with insertable placeholders and a preview of how a booking will read. */
export function MeetingTitleField({ value, onChange, error, me }: MeetingTitleFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  function insert(placeholder: string) {
    const element = input.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = `${value.slice(0, start)}${placeholder}${value.slice(end)}`;
    onChange(next);
    requestAnimationFrame(() => {
      element?.focus();
      const caret = start + placeholder.length;
      element?.setSelectionRange(caret, caret);
    });
  }

  const preview = renderMeetingTitle(value, {
    my_name: me.name || 'Your name',
    my_company_name: me.companyName || 'Your company',
    prospect_first_name: 'Alex',
    prospect_company_name: 'Acme Inc.',
  });

  return (
    <Field>
      <Label htmlFor={`${id}-title`}>Meeting title</Label>
      <Input
        ref={input}
        id={`${id}-title`}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-preview`}
        onChange={(event) => onChange(event.target.value)}
      />
      <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
        <legend className="sr-only">Insert a placeholder</legend>
        {calendarTitlePlaceholders.map((placeholder) => (
          <Button
            key={placeholder}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => insert(placeholder)}
          >
            {placeholder}
          </Button>
        ))}
      </fieldset>
      <p id={`${id}-preview`} className="text-muted-foreground text-sm" data-testid="meeting-title-preview">
        Preview: <span className="text-foreground">{preview || '—'}</span>
      </p>
      <FieldError>{error}</FieldError>
    </Field>
  );
}
