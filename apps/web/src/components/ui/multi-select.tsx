import { XIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/cn';

/** An option of the multi-select (spec §3): label and value. */
interface MultiSelectOption {
  label: string;
  value: string;
}

interface MultiSelectProps {
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  /** Shown when no option matches what is typed. */
  emptyMessage?: string;
  /** Enter adds what is typed as a new value. */
  creatable?: boolean;
  id?: string;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A combobox that picks several values and shows them as chips. There is no clear-all button
 * (spec §5: not clearable): each chip is removed on its own, or with Backspace in the empty input.
 */
function MultiSelect({
  options,
  value,
  onChange,
  placeholder,
  emptyMessage = 'No options',
  creatable = false,
  id,
  className,
  ...aria
}: MultiSelectProps) {
  const generatedId = React.useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-options`;
  const [query, setQuery] = React.useState('');
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(0);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  const labelOf = (v: string) => options.find((option) => option.value === v)?.label ?? v;
  const typed = query.trim();
  const matches = options.filter(
    (option) => !value.includes(option.value) && option.label.toLowerCase().includes(typed.toLowerCase()),
  );

  // A pick closes the menu: left open, it covers what is below it and takes the next click there.
  const add = (next: string) => {
    setOpen(false);
    if (!next || value.includes(next)) return;
    onChange([...value, next]);
    setQuery('');
    setActive(0);
  };
  const remove = (gone: string) => {
    onChange(value.filter((v) => v !== gone));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(matches.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      setOpen(false);
      const highlighted = open ? matches[active] : undefined;
      const exact = options.find((option) => option.label.toLowerCase() === typed.toLowerCase());
      if (highlighted && (!typed || highlighted.label.toLowerCase().includes(typed.toLowerCase())))
        add(highlighted.value);
      else if (exact) add(exact.value);
      else if (creatable && typed) add(typed);
    } else if (event.key === 'Escape') {
      if (open) {
        event.stopPropagation();
        setOpen(false);
      }
    } else if (event.key === 'Backspace' && !query && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  const activeOption = open ? matches[active] : undefined;

  return (
    <div ref={containerRef} data-slot="multi-select" className={cn('relative', className)}>
      <div className="flex min-h-9 w-full flex-wrap items-center gap-1 rounded-md border border-input bg-transparent px-2 py-1 shadow-xs transition-[color,box-shadow] focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 dark:bg-input/30">
        {value.map((v) => (
          <span
            key={v}
            data-slot="multi-select-chip"
            className="inline-flex items-center gap-1 rounded-md bg-secondary py-0.5 pr-1 pl-2 text-secondary-foreground text-xs"
          >
            {labelOf(v)}
            <button
              type="button"
              aria-label={`Remove ${labelOf(v)}`}
              className="rounded-sm p-0.5 outline-none hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => remove(v)}
            >
              <XIcon aria-hidden className="size-3" />
            </button>
          </span>
        ))}
        <input
          ref={inputRef}
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${listId}-${activeOption.value}` : undefined}
          {...aria}
          value={query}
          placeholder={value.length ? undefined : placeholder}
          className="h-7 min-w-[8rem] flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground md:text-sm"
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={(event) => {
            if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {open ? (
        <div
          id={listId}
          role="listbox"
          aria-multiselectable
          className="absolute top-full right-0 left-0 z-30 mt-1 max-h-60 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {matches.length === 0 ? (
            <p className="px-2 py-1.5 text-muted-foreground text-sm">{emptyMessage}</p>
          ) : (
            matches.map((option, index) => (
              <div
                key={option.value}
                id={`${listId}-${option.value}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className={cn(
                  'cursor-default rounded-sm px-2 py-1.5 text-sm',
                  index === active && 'bg-accent text-accent-foreground',
                )}
                onPointerDown={(event) => event.preventDefault()}
                onPointerMove={() => setActive(index)}
                onClick={() => add(option.value)}
                onKeyDown={() => undefined}
              >
                {option.label}
              </div>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}

export { MultiSelect, type MultiSelectOption, type MultiSelectProps };
