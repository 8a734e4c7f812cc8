import { CALENDAR_UPDATE_FAILED } from '@leadpath/core/schemas/calendar';
import { FeatureSectionBody } from '@/components/feature-section-body';
import { FeatureToggleRow } from '@/components/feature-toggle-row';
import { SectionLoadError, SectionSkeleton } from '@/components/section-load-states';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useOptimisticToggle } from '@/lib/use-optimistic-toggle';
import { BookingLink } from './booking-link';
import { CalendarForm } from './calendar-form';

/** Settings, Calendar: on/off, availability, meeting details and the public booking link (spec §2, §4). */
export function CalendarSection() {
  const utils = trpc.useUtils();
  const settings = trpc.calendar.retrieveAvailability.useQuery(undefined, {
    meta: { globalErrorToast: false },
  });

  // Applied at once, put back if the server refuses (spec §4).
  const optimistic = useOptimisticToggle({
    cache: utils.calendar.retrieveAvailability,
    apply: (previous, { calendarOn }: { calendarOn: boolean }) => ({ ...previous, calendarOn }),
    onFailure: () => toast.error(CALENDAR_UPDATE_FAILED),
  });
  const toggle = trpc.calendar.calendarSwitch.useMutation({
    meta: { globalErrorToast: false },
    ...optimistic,
  });

  if (settings.isPending) {
    return <SectionSkeleton label="Loading calendar settings" bodyClassName="h-64" />;
  }
  if (settings.isError) {
    return (
      <SectionLoadError
        title="Could not load your calendar settings"
        onRetry={() => void settings.refetch()}
      />
    );
  }

  const { calendarOn, bookingHandle } = settings.data;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <FeatureToggleRow
        label="Calendar"
        hint={calendarOn ? 'On: people can book meetings in your free slots.' : 'Off: bookings are closed.'}
        checked={calendarOn}
        onCheckedChange={(checked) => toggle.mutate({ calendarOn: checked })}
      />
      <BookingLink handle={bookingHandle} open={calendarOn} />
      {/* Blurred while off (spec §4), sharp again while the user works in it. */}
      <FeatureSectionBody data-testid="calendar-body" on={calendarOn}>
        <CalendarForm initial={settings.data} />
      </FeatureSectionBody>
    </div>
  );
}
