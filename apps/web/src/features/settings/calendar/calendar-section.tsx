import { CALENDAR_UPDATE_FAILED } from '@leadpath/core/schemas/calendar';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { BookingLink } from './booking-link';
import { CalendarForm } from './calendar-form';

/** Settings, Calendar: on/off, availability, meeting details and the public booking link (spec §2, §4). */
export function CalendarSection() {
  const id = useId();
  const utils = trpc.useUtils();
  const settings = trpc.calendar.retrieveAvailability.useQuery(undefined, {
    meta: { globalErrorToast: false },
  });

  // Applied at once, put back if the server refuses (spec §4).
  const toggle = trpc.calendar.calendarSwitch.useMutation({
    meta: { globalErrorToast: false },
    onMutate: async ({ calendarOn }) => {
      await utils.calendar.retrieveAvailability.cancel();
      const previous = utils.calendar.retrieveAvailability.getData();
      if (previous) utils.calendar.retrieveAvailability.setData(undefined, { ...previous, calendarOn });
      return { previous };
    },
    onError: (_err, _input, context) => {
      if (context?.previous) utils.calendar.retrieveAvailability.setData(undefined, context.previous);
      toast.error(CALENDAR_UPDATE_FAILED);
    },
  });

  if (settings.isPending) {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading calendar settings"
        className="flex flex-col gap-3"
      >
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>Could not load your calendar settings</AlertTitle>
        <AlertDescription>
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const { calendarOn, bookingHandle } = settings.data;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-on`} className="text-base">
            Calendar
          </Label>
          <p id={`${id}-on-hint`} className="text-muted-foreground text-sm">
            {calendarOn ? 'On: people can book meetings in your free slots.' : 'Off: bookings are closed.'}
          </p>
        </div>
        <Switch
          id={`${id}-on`}
          checked={calendarOn}
          aria-describedby={`${id}-on-hint`}
          onCheckedChange={(checked) => toggle.mutate({ calendarOn: checked })}
        />
      </div>
      <BookingLink handle={bookingHandle} open={calendarOn} />
      {/* Blurred while off (spec §4), sharp again while the user works in it. */}
      <div
        data-testid="calendar-body"
        data-blurred={calendarOn ? undefined : ''}
        className={cn(
          'transition-[filter,opacity]',
          !calendarOn &&
            'opacity-70 blur-[2px] focus-within:opacity-100 focus-within:blur-none hover:opacity-100 hover:blur-none',
        )}
      >
        <CalendarForm initial={settings.data} />
      </div>
    </div>
  );
}
