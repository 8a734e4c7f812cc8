import type { ProspectSort, SortDirection } from '@leadpath/core/schemas/prospects';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, Outlet, useNavigate, useSearch } from '@tanstack/react-router';
import { DownloadIcon, PlusIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { ListPagination } from '@/components/list-pagination';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-errors';
import { downloadCsv } from '@/lib/download-csv';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLeadsInvalidation } from '@/lib/use-leads-invalidation';
import { ProspectCreateDialog } from './prospect-create-dialog';
import { type ProspectFilterState, ProspectFilters } from './prospect-filters';
import { ProspectImportDialog } from './prospect-import-dialog';
import { StatusBadge } from './status-badge';

const PAGE_SIZE = 25;

// Its search (?companyId=) is validated in app/router.tsx, so the route needs no import of this page.
export function ProspectsPage() {
  const navigate = useNavigate();
  const { companyId } = useSearch({ strict: false }) as { companyId?: string };
  const [filters, setFilters] = useState<ProspectFilterState>({
    q: '',
    status: '',
    titles: [],
    sort: 'createdAt:desc',
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<'create' | 'import' | 'bulk-delete' | null>(null);
  const [exporting, setExporting] = useState(false);
  const invalidate = useLeadsInvalidation();

  const q = useDebouncedValue(filters.q.trim(), 300);
  const [sort, direction] = filters.sort.split(':') as [ProspectSort, SortDirection];
  const filter = {
    q: q || undefined,
    status: filters.status ? [filters.status] : undefined,
    titles: filters.titles.length ? filters.titles : undefined,
    companyId,
    sort,
    direction,
  };
  const pages = useCursorPages(JSON.stringify(filter));
  const list = trpc.prospects.list.useQuery(
    { ...filter, cursor: pages.cursor, limit: PAGE_SIZE },
    { placeholderData: keepPreviousData, meta: { globalErrorToast: false } },
  );
  const company = trpc.companies.get.useQuery(
    { id: companyId ?? '' },
    { enabled: Boolean(companyId), meta: { globalErrorToast: false }, retry: false },
  );
  const bulkDelete = trpc.prospects.bulkDelete.useMutation({
    onSuccess: async ({ deleted }) => {
      toast.success(`${deleted} ${deleted === 1 ? 'prospect' : 'prospects'} deleted`);
      setSelected(new Set());
      setDialog(null);
      await invalidate();
    },
  });

  const items = list.data?.items ?? [];
  const allOnPage = items.length > 0 && items.every((item) => selected.has(item.id));
  const someOnPage = items.some((item) => selected.has(item.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const exportCsv = async () => {
    const params = new URLSearchParams();
    if (filter.q) params.set('q', filter.q);
    if (filter.status) params.set('status', filter.status.join(','));
    for (const title of filter.titles ?? []) params.append('titles', title);
    if (companyId) params.set('companyId', companyId);
    params.set('sort', sort);
    params.set('direction', direction);
    setExporting(true);
    try {
      await downloadCsv(`/api/prospects/export.csv?${params}`, 'prospects.csv');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const filtered = Boolean(filter.q || filter.status || filter.titles || companyId);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-semibold text-2xl tracking-tight">Prospects</h1>
          <p className="text-muted-foreground text-sm">The people you are reaching out to.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setDialog('import')}>
            <UploadIcon aria-hidden />
            Import CSV
          </Button>
          <Button variant="outline" disabled={exporting} onClick={exportCsv}>
            <DownloadIcon aria-hidden />
            Export CSV
          </Button>
          <Button onClick={() => setDialog('create')}>
            <PlusIcon aria-hidden />
            Add prospect
          </Button>
        </div>
      </header>

      <ProspectFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setSelected(new Set());
        }}
        companyName={companyId ? (company.data?.name ?? 'Loading...') : undefined}
        onClearCompany={() => navigate({ to: '/dashboard/prospects', search: {} })}
      />

      {selected.size ? (
        <div className="flex items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <span>{selected.size} selected</span>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
            <Button variant="destructive" size="sm" onClick={() => setDialog('bulk-delete')}>
              <Trash2Icon aria-hidden />
              Delete selected
            </Button>
          </div>
        </div>
      ) : null}

      {list.error ? (
        <Alert variant="destructive">
          <AlertTitle>Your prospects could not be loaded</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(list.error)}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2 text-foreground"
              onClick={() => list.refetch()}
            >
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="rounded-md border" aria-busy={list.isFetching}>
          <Table aria-label="Prospects">
            <TableHeader>
              <TableRow>
                <TableHead className="w-10 pl-3">
                  <Checkbox
                    aria-label="Select all on this page"
                    checked={allOnPage ? true : someOnPage ? 'indeterminate' : false}
                    disabled={!items.length}
                    onCheckedChange={(on) => {
                      const next = new Set(selected);
                      for (const item of items) {
                        if (on === true) next.add(item.id);
                        else next.delete(item.id);
                      }
                      setSelected(next);
                    }}
                  />
                </TableHead>
                <TableHead>Name</TableHead>
                <TableHead className="hidden md:table-cell">Title</TableHead>
                <TableHead className="hidden lg:table-cell">Company</TableHead>
                <TableHead className="hidden sm:table-cell">Email</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="hidden xl:table-cell">Added</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.isPending ? (
                Array.from({ length: 6 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <TableRow key={index}>
                    <TableCell colSpan={7}>
                      <Skeleton className="h-5 w-full" />
                    </TableCell>
                  </TableRow>
                ))
              ) : items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={7} className="py-12 text-center text-muted-foreground">
                    {filtered
                      ? 'No prospects match these filters.'
                      : 'No prospects yet. Add one or import a CSV file.'}
                  </TableCell>
                </TableRow>
              ) : (
                items.map((item) => {
                  const name = `${item.firstName} ${item.lastName}`.trim();
                  return (
                    <TableRow key={item.id} data-state={selected.has(item.id) ? 'selected' : undefined}>
                      <TableCell className="pl-3">
                        <Checkbox
                          aria-label={`Select ${name}`}
                          checked={selected.has(item.id)}
                          onCheckedChange={(on) => toggle(item.id, on === true)}
                        />
                      </TableCell>
                      <TableCell className="max-w-[12rem] truncate font-medium">
                        <Link
                          to="/dashboard/prospects/$prospectId"
                          params={{ prospectId: item.id }}
                          search={(previous) => previous}
                          className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                        >
                          {name}
                        </Link>
                      </TableCell>
                      <TableCell className="hidden max-w-[12rem] truncate md:table-cell">
                        {item.title}
                      </TableCell>
                      <TableCell className="hidden max-w-[12rem] truncate lg:table-cell">
                        {item.companyName}
                      </TableCell>
                      <TableCell className="hidden max-w-[16rem] truncate sm:table-cell">
                        {item.email}
                      </TableCell>
                      <TableCell>
                        <StatusBadge status={item.status} />
                      </TableCell>
                      <TableCell className="hidden text-muted-foreground xl:table-cell">
                        {new Date(item.createdAt).toLocaleDateString()}
                      </TableCell>
                    </TableRow>
                  );
                })
              )}
            </TableBody>
          </Table>
        </div>
      )}

      <ListPagination
        label="Prospects"
        pageNumber={pages.pageNumber}
        pageSize={PAGE_SIZE}
        shown={items.length}
        total={list.data?.total}
        totalIsCapped={list.data?.totalIsCapped}
        hasPrevious={pages.hasPrevious}
        nextCursor={list.data?.nextCursor}
        onPrevious={pages.previous}
        onNext={pages.next}
      />

      <ProspectCreateDialog
        open={dialog === 'create'}
        onOpenChange={(open) => setDialog(open ? 'create' : null)}
      />
      <ProspectImportDialog
        open={dialog === 'import'}
        onOpenChange={(open) => setDialog(open ? 'import' : null)}
      />
      <ConfirmDeleteDialog
        open={dialog === 'bulk-delete'}
        onOpenChange={(open) => setDialog(open ? 'bulk-delete' : null)}
        title={`Delete ${selected.size} ${selected.size === 1 ? 'prospect' : 'prospects'}?`}
        description="The selected prospects are removed for good."
        pending={bulkDelete.isPending}
        onConfirm={() => bulkDelete.mutate({ ids: [...selected] })}
      />
      <Outlet />
    </div>
  );
}
