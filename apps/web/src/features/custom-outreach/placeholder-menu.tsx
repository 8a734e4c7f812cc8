import { sequencePlaceholders } from '@leadpath/core';
import { BracesIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

const placeholderHints: Record<(typeof sequencePlaceholders)[number], string> = {
  my_name: 'Your name',
  my_company_name: 'Your company',
  prospect_first_name: "Prospect's first name",
  prospect_last_name: "Prospect's last name",
  prospect_title: "Prospect's job title",
  prospect_company_name: "Prospect's company",
  booking_link: 'Your booking page link',
};

/** The insert menu of a template field: picks a placeholder, the caller puts `{{name}}` at the caret. */
export function PlaceholderMenu({ label, onInsert }: { label: string; onInsert: (token: string) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="sm" aria-label={label}>
          <BracesIcon aria-hidden />
          Insert placeholder
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {sequencePlaceholders.map((name) => (
          <DropdownMenuItem key={name} onSelect={() => onInsert(`{{${name}}}`)}>
            <span className="font-mono text-xs">{`{{${name}}}`}</span>
            <span className="ml-auto pl-3 text-muted-foreground text-xs">{placeholderHints[name]}</span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The text with `token` at the caret (or over the selection) of `element`, and where the caret goes. */
export function insertAtCaret(
  element: HTMLInputElement | HTMLTextAreaElement | null,
  value: string,
  token: string,
): { value: string; caret: number } {
  const start = element?.selectionStart ?? value.length;
  const end = element?.selectionEnd ?? value.length;
  return { value: value.slice(0, start) + token + value.slice(end), caret: start + token.length };
}
