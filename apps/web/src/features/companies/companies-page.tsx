import type { RouterOutputs } from '@leadpath/api';
import type { CompanySort } from '@leadpath/core/schemas/companies';
import type { SortDirection } from '@leadpath/core/schemas/prospects';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { DownloadIcon, PlusIcon, SearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ListPagination } from '@/components/list-pagination';
import { type ListColumn, needsPlan, SelectableListTable } from '@/components/selectable-list-table';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-errors';
import { downloadCsv } from '@/lib/download-csv';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLeadsInvalidation } from '@/lib/use-leads-invalidation';
import { CompanyCreateDialog } from './company-create-dialog';

const PAGE_SIZE = 25;

const sortOptions = [
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
] as const;
type SortOption = (typeof sortOptions)[number]['value'];

type Company = RouterOutputs['companies']['list']['items'][number];

const companyColumns: ListColumn<Company>[] = [
  {
    header: 'Name',
    cellClassName: 'max-w-[14rem] truncate font-medium',
    cell: (item) => (
      <Link
        to="/dashboard/companies/$companyId"
        params={{ companyId: item.id }}
        className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {item.name}
      </Link>
    ),
  },
  { header: 'Domain', className: 'hidden sm:table-cell', cell: (item) => item.domain },
  { header: 'Industry', className: 'hidden md:table-cell', cell: (item) => item.industry },
  { header: 'Location', className: 'hidden lg:table-cell', cell: (item) => item.location },
  {
    header: 'Prospects',
    className: 'text-right',
    cellClassName: 'tabular-nums',
    cell: (item) => item.prospectCount.toLocaleString(),
  },
];

export function CompaniesPage() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [sortOption, setSortOption] = useState<SortOption>('name:asc');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<'create' | 'bulk-delete' | null>(null);
  const [exporting, setExporting] = useState(false);
  const invalidate = useLeadsInvalidation();

  const q = useDebouncedValue(query.trim(), 300);
  const [sort, direction] = sortOption.split(':') as [CompanySort, SortDirection];
  const filter = { q: q || undefined, sort, direction };
  const pages = useCursorPages(JSON.stringify(filter));
  const list = trpc.companies.list.useQuery(
    { ...filter, cursor: pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData, meta: { globalErrorToast: false } },
  );
  const bulkDelete = trpc.companies.bulkDelete.useMutation({
    onSuccess: async ({ deleted }) => {
      toast.success(`${deleted} ${deleted === 1 ? 'company' : 'companies'} deleted`);
      setSelected(new Set());
      setDialog(null);
      await invalidate();
    },
  });

  const items = list.data?.items ?? [];

  const exportCsv = async () => {
    const params = new URLSearchParams({ sort, direction, ...(filter.q ? { q: filter.q } : {}) });
    setExporting(true);
    try {
      await downloadCsv(`/api/companies/export.csv?${params}`, 'companies.csv');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  // Without a plan the server refuses every change: the actions wait for one.
  const locked = needsPlan(list.error);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-semibold text-2xl tracking-tight">Companies</h1>
          <p className="text-muted-foreground text-sm">The accounts your prospects work at.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* An expired trial still downloads its data (ADR 034). */}
          <Button variant="outline" disabled={exporting} onClick={exportCsv}>
            <DownloadIcon aria-hidden />
            Export CSV
          </Button>
          <Button disabled={locked} onClick={() => setDialog('create')}>
            <PlusIcon aria-hidden />
            Add company
          </Button>
        </div>
      </header>

      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
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
              placeholder="Name, domain, industry or location"
              className="pl-9"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setSelected(new Set());
              }}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-sort`}>Sort by</Label>
          <NativeSelect
            id={`${id}-sort`}
            value={sortOption}
            onChange={(event) => setSortOption(event.target.value as SortOption)}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <SelectableListTable
        label="Companies"
        query={list}
        items={items}
        columns={companyColumns}
        itemName={(item) => item.name}
        emptyMessage={
          filter.q
            ? 'No companies match this search.'
            : 'No companies yet. Add one, or import prospects with a company column.'
        }
        selected={selected}
        onSelectedChange={setSelected}
        onDeleteSelected={() => setDialog('bulk-delete')}
      />

      <ListPagination
        label="Companies"
        pageNumber={pages.pageNumber}
        pageSize={PAGE_SIZE}
        shown={items.length}
        total={list.data?.total}
        stale={list.isPlaceholderData}
        totalIsCapped={list.data?.totalIsCapped}
        totalIsPartial={list.data?.totalIsPartial}
        hasPrevious={pages.hasPrevious}
        nextCursor={list.data?.nextCursor}
        onPrevious={pages.previous}
        onNext={pages.next}
      />

      <CompanyCreateDialog
        open={dialog === 'create'}
        onOpenChange={(open) => setDialog(open ? 'create' : null)}
      />
      <ConfirmDeleteDialog
        open={dialog === 'bulk-delete'}
        onOpenChange={(open) => setDialog(open ? 'bulk-delete' : null)}
        title={`Delete ${selected.size} ${selected.size === 1 ? 'company' : 'companies'}?`}
        description="The selected companies are removed for good; their prospects stay, without a company."
        pending={bulkDelete.isPending}
        onConfirm={() => bulkDelete.mutate({ ids: [...selected] })}
      />
      <Outlet />
    </div>
  );
}
