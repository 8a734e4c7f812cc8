import { Copy, ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';

/** The public page's address, to copy into emails and signatures. */
export function BookingLink({ handle, open }: { handle: string; open: boolean }) {
  const url = `${window.location.origin}/book/${handle}`;
  return (
    <div className="flex flex-col gap-2 rounded-lg border p-4">
      <Label htmlFor="booking-link">Public booking link</Label>
      <div className="flex gap-2">
        <Input id="booking-link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Copy booking link"
          onClick={() =>
            navigator.clipboard.writeText(url).then(
              () => toast.success('Booking link copied'),
              () => toast.error('Failed to copy to clipboard'),
            )
          }
        >
          <Copy aria-hidden />
        </Button>
        <Button asChild variant="outline" size="icon">
          <a href={`/book/${handle}`} target="_blank" rel="noreferrer" aria-label="Open booking page">
            <ExternalLink aria-hidden />
          </a>
        </Button>
      </div>
      <p className="text-muted-foreground text-sm">
        {open
          ? 'Anyone with this link can book a meeting in your free slots.'
          : 'The calendar is off: the page says bookings are closed.'}
      </p>
    </div>
  );
}
