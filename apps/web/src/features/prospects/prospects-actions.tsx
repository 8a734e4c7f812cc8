import { DownloadIcon, PlusIcon, SendIcon, UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import type { ProspectListFilter } from './use-prospect-filters';

/** The Prospects header's actions: import, export of what the filter matches, enroll all, add. */
export function ProspectsActions({
  filter,
  filtered,
  locked,
  empty,
  onImport,
  onEnrollAll,
  onAdd,
}: {
  filter: ProspectListFilter;
  filtered: boolean;
  /** Without a plan: every action that changes something waits for one. */
  locked: boolean;
  empty: boolean;
  onImport: () => void;
  onEnrollAll: () => void;
  onAdd: () => void;
}) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    const params = new URLSearchParams();
    if (filter.q) params.set('q', filter.q);
    if (filter.status) params.set('status', filter.status.join(','));
    for (const title of filter.titles ?? []) params.append('titles', title);
    if (filter.companyId) params.set('companyId', filter.companyId);
    params.set('sort', filter.sort);
    params.set('direction', filter.direction);
    setExporting(true);
    try {
      // Loaded on the first export: not part of the list's first script (issue 28's budget, ADR 081).
      const { downloadCsv } = await import('@/lib/download-csv');
      await downloadCsv(`/api/prospects/export.csv?${params}`, 'prospects.csv');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" disabled={locked} onClick={onImport}>
        <UploadIcon aria-hidden />
        Import CSV
      </Button>
      {/* An expired trial still downloads its data (ADR 034). */}
      <Button variant="outline" disabled={exporting} onClick={exportCsv}>
        <DownloadIcon aria-hidden />
        Export CSV
      </Button>
      <Button variant="outline" disabled={locked || empty} onClick={onEnrollAll}>
        <SendIcon aria-hidden />
        {filtered ? 'Enroll all matching' : 'Enroll all'}
      </Button>
      <Button disabled={locked} onClick={onAdd}>
        <PlusIcon aria-hidden />
        Add prospect
      </Button>
    </div>
  );
}
