import { type ProspectStatus, prospectStatuses, prospectStatusLabels } from '@leadpath/core';
import { SearchIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { MultiSelect } from '@/components/ui/multi-select';
import { NativeSelect } from '@/components/ui/native-select';
import { trpc } from '@/lib/trpc';
import { type SortOption, sortOptions } from './prospects-search';

export interface ProspectFilterState {
  q: string;
  status: ProspectStatus | '';
  titles: string[];
  sort: SortOption;
}

interface ProspectFiltersProps {
  value: ProspectFilterState;
  onChange: (value: ProspectFilterState) => void;
  companyName?: string;
  onClearCompany?: () => void;
}

/** Search, status, job titles (spec §5 multi-select) and sort; the list queries the server with them. */
export function ProspectFilters({ value, onChange, companyName, onClearCompany }: ProspectFiltersProps) {
  const id = useId();
  const titles = trpc.prospects.titles.useQuery(undefined, { staleTime: 60_000 });
  const titleOptions = (titles.data ?? []).map((title) => ({ label: title, value: title }));
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-q`}>Search</Label>
          <div className="relative">
            <SearchIcon
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={`${id}-q`}
              type="search"
              placeholder="Name, email, title or company"
              className="pl-9"
              value={value.q}
              onChange={(event) => onChange({ ...value, q: event.target.value })}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <NativeSelect
            id={`${id}-status`}
            value={value.status}
            onChange={(event) => onChange({ ...value, status: event.target.value as ProspectStatus | '' })}
          >
            <option value="">All statuses</option>
            {prospectStatuses.map((status) => (
              <option key={status} value={status}>
                {prospectStatusLabels[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-sort`}>Sort by</Label>
          <NativeSelect
            id={`${id}-sort`}
            value={value.sort}
            onChange={(event) => onChange({ ...value, sort: event.target.value as SortOption })}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-titles`}>Job titles</Label>
        <MultiSelect
          id={`${id}-titles`}
          options={titleOptions}
          value={value.titles}
          onChange={(next) => onChange({ ...value, titles: next })}
          placeholder="Founder, Co-Founder, etc..."
          emptyMessage="Add your preferred job titles and press enter"
          creatable
        />
      </div>
      {companyName ? (
        <div className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">Company:</span>
          <span className="font-medium">{companyName}</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={onClearCompany}
            aria-label={`Stop filtering by ${companyName}`}
          >
            <XIcon aria-hidden />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
