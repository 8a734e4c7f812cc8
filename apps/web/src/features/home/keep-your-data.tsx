import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-errors';
import { downloadCsv } from '@/lib/download-csv';
import { toast } from '@/lib/toast';

const csvExports = [
  { list: 'prospects', label: 'Export prospects (CSV)', path: '/api/prospects/export.csv' },
  { list: 'companies', label: 'Export companies (CSV)', path: '/api/companies/export.csv' },
] as const;

/** An expired trial keeps its data (ADR 034): the two CSV downloads stay open while the plan is chosen. */
export function KeepYourData() {
  const [pending, setPending] = useState<string | null>(null);
  const download = async (list: string, path: string) => {
    setPending(list);
    try {
      await downloadCsv(path, `${list}.csv`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(null);
    }
  };
  return (
    <Card className="max-w-2xl" data-slot="keep-your-data">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">Your data is kept</h2>
        </CardTitle>
        <CardDescription>
          Your prospects and companies are still here. Download them as CSV at any time, or choose a plan to
          work with them again.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {csvExports.map(({ list, label, path }) => (
          <Button
            key={list}
            variant="outline"
            disabled={pending !== null}
            onClick={() => void download(list, path)}
          >
            {pending === list ? <Spinner aria-hidden /> : <DownloadIcon aria-hidden />}
            {label}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
