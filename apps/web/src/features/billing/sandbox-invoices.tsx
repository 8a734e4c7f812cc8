import type { RouterOutputs } from '@leadpath/api';
import { CircleAlertIcon, PrinterIcon, ReceiptTextIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-errors';
import { formatBillingDate } from '@/lib/billing';
import { formatPrice, periodLabel } from '@/lib/billing-format';
import { trpc } from '@/lib/trpc';

type Invoice = RouterOutputs['billing']['sandboxInvoices']['invoices'][number];

const describe = (invoice: Invoice) =>
  `Leadpath ${invoice.plan} (${periodLabel[invoice.period].toLowerCase()})`;

/** The invoices of what the sandbox provider charged, each paid one with its receipt (issue 28). */
export function SandboxInvoices() {
  const invoices = trpc.billing.sandboxInvoices.useQuery(undefined, {
    retry: false,
    meta: { globalErrorToast: false },
  });
  const [receipt, setReceipt] = useState<Invoice | null>(null);

  return (
    <Card data-slot="portal-invoices">
      <CardHeader>
        <CardTitle>
          <h2>Invoices</h2>
        </CardTitle>
        <CardDescription>What you were charged, and the receipt of each payment.</CardDescription>
      </CardHeader>
      <CardContent>
        {invoices.isError ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden />
            <AlertTitle>Your invoices could not be loaded</AlertTitle>
            <AlertDescription>
              <p>{errorMessage(invoices.error)}</p>
              <Button variant="outline" size="sm" onClick={() => void invoices.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : !invoices.data ? (
          <div
            role="status"
            aria-busy="true"
            aria-label="Loading your invoices"
            className="flex flex-col gap-2"
          >
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : invoices.data.invoices.length === 0 ? (
          <p className="text-muted-foreground text-sm">No invoices yet.</p>
        ) : (
          <Table aria-label="Invoices">
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead className="hidden sm:table-cell">Description</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>
                  <span className="sr-only">Receipt</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invoices.data.invoices.map((invoice) => (
                <TableRow key={invoice.id} data-invoice={invoice.number}>
                  <TableCell className="whitespace-nowrap">{formatBillingDate(invoice.createdAt)}</TableCell>
                  <TableCell className="hidden sm:table-cell">{describe(invoice)}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatPrice(invoice.amount)}</TableCell>
                  <TableCell>
                    <Badge variant={invoice.status === 'paid' ? 'secondary' : 'destructive'}>
                      {invoice.status === 'paid' ? 'Paid' : 'Open'}
                    </Badge>
                  </TableCell>
                  <TableCell className="text-right">
                    {invoice.status === 'paid' ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Receipt ${invoice.number}`}
                        onClick={() => setReceipt(invoice)}
                      >
                        <ReceiptTextIcon aria-hidden />
                        <span className="hidden sm:inline">Receipt</span>
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <Receipt invoice={receipt} onClose={() => setReceipt(null)} />
    </Card>
  );
}

function Receipt({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  return (
    <Modal
      open={invoice !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={invoice ? `Receipt ${invoice.number}` : 'Receipt'}
      description="Leadpath (sandbox billing): no real payment was taken."
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => window.print()}>
            <PrinterIcon aria-hidden />
            Print
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {invoice ? (
        <dl data-slot="receipt" className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Amount paid</dt>
          <dd className="font-semibold">{formatPrice(invoice.amount)}</dd>
          <dt className="text-muted-foreground">Date paid</dt>
          <dd>{invoice.paidAt === null ? '' : formatBillingDate(invoice.paidAt)}</dd>
          <dt className="text-muted-foreground">Description</dt>
          <dd>{describe(invoice)}</dd>
          <dt className="text-muted-foreground">Period</dt>
          <dd>
            {formatBillingDate(invoice.periodStart)} – {formatBillingDate(invoice.periodEnd)}
          </dd>
          <dt className="text-muted-foreground">Payment method</dt>
          <dd>Sandbox card ending in 4242</dd>
        </dl>
      ) : null}
    </Modal>
  );
}
