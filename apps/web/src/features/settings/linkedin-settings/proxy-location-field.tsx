import type { ContactInfo } from '@leadpath/core/schemas/linkedin';
import { MapPin, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const SEARCH_DELAY_MS = 250;
const MIN_QUERY_LENGTH = 2;

interface ProxyLocationFieldProps {
  value: ContactInfo;
  onChange: (value: ContactInfo) => void;
}

/** A combobox (WAI-ARIA pattern with a listbox popup): type a city, pick a suggestion, get city, state, country. */
export function ProxyLocationField({ value, onChange }: ProxyLocationFieldProps) {
  const id = useId();
  const utils = trpc.useUtils();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [resolving, setResolving] = useState(false);
  const debounced = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const search = trpc.linkedin.searchPlaces.useQuery(
    { q: debounced },
    { enabled: debounced.length >= MIN_QUERY_LENGTH, staleTime: 60_000, meta: { globalErrorToast: false } },
  );
  const suggestions = debounced.length >= MIN_QUERY_LENGTH ? (search.data?.suggestions ?? []) : [];
  const listId = `${id}-list`;
  const expanded = open && query.trim().length >= MIN_QUERY_LENGTH;

  async function pick(index: number) {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    setOpen(false);
    setResolving(true);
    try {
      const place = await utils.linkedin.resolvePlace.fetch({ id: suggestion.id });
      onChange(place);
      setQuery('');
    } catch {
      toast.error('Could not look up that place. Please try again.');
    } finally {
      setResolving(false);
    }
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (suggestions.length === 0 ? -1 : (index + 1) % suggestions.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) =>
        suggestions.length === 0 ? -1 : (index - 1 + suggestions.length) % suggestions.length,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      void pick(active);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-input`}>Proxy location</Label>
      <div className="relative">
        <Input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-current`}
          autoComplete="off"
          placeholder="Search a city, e.g. Berlin"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {(search.isFetching || resolving) && (
          <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2" aria-label="Searching" />
        )}
        {expanded && (
          <div
            id={listId}
            role="listbox"
            aria-label="Cities"
            className="absolute z-50 mt-1 max-h-64 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
          >
            {search.isError ? (
              <p className="px-2 py-1.5 text-destructive text-sm">{search.error.message}</p>
            ) : suggestions.length === 0 ? (
              <p className="px-2 py-1.5 text-muted-foreground text-sm">
                {search.isFetching || debounced !== query.trim() ? 'Searching…' : 'No city found'}
              </p>
            ) : (
              suggestions.map((suggestion, index) => (
                <div
                  key={suggestion.id}
                  id={`${id}-option-${index}`}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
                    index === active && 'bg-accent text-accent-foreground',
                  )}
                  // mousedown, not click: the input's blur would close the list first.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    void pick(index);
                  }}
                  onMouseEnter={() => setActive(index)}
                >
                  <MapPin aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  {suggestion.description}
                </div>
              ))
            )}
          </div>
        )}
      </div>
      <div
        id={`${id}-current`}
        className="flex items-center gap-2 text-sm"
        data-testid="proxy-location-current"
      >
        {value.place ? (
          <>
            <span>
              Current: <span className="font-medium">{value.place}</span>
            </span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-6"
              aria-label="Clear proxy location"
              onClick={() => onChange({ city: '', state: '', country: '', place: '' })}
            >
              <X aria-hidden />
            </Button>
          </>
        ) : (
          <span className="text-muted-foreground">No proxy location set.</span>
        )}
      </div>
    </div>
  );
}
