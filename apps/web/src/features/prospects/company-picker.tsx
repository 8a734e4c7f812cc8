import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { trpc } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';

interface CompanyPickerProps {
  id?: string;
  /** The chosen company's name as shown in the field. */
  initialName: string;
  onChange: (companyId: string | null) => void;
  'aria-describedby'?: string;
}

/** Type to search the user's companies; picking a suggested name selects that company, an empty field none. */
export function CompanyPicker({ id, initialName, onChange, ...aria }: CompanyPickerProps) {
  const listId = useId();
  const [text, setText] = useState(initialName);
  const query = useDebouncedValue(text.trim(), 250);
  const matches = trpc.companies.list.useQuery(
    { q: query || undefined, limit: 20, sort: 'name', direction: 'asc' },
    { placeholderData: (previous) => previous },
  );
  const items = matches.data?.items ?? [];
  return (
    <>
      <Input
        id={id}
        list={listId}
        value={text}
        autoComplete="off"
        placeholder="Search your companies"
        {...aria}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          const picked = items.find((company) => company.name === value);
          if (picked) onChange(picked.id);
          else if (!value.trim()) onChange(null);
        }}
      />
      <datalist id={listId}>
        {items.map((company) => (
          <option key={company.id} value={company.name} />
        ))}
      </datalist>
    </>
  );
}
