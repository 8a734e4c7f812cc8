import { DAY_MS } from '@leadpath/core';
import { CalendarCheck, Clock, MapPin } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { BookingForm } from './booking-form';
import { SlotPicker } from './slot-picker';
import { formatSlotDateTime, visitorTimeZone } from './slots-by-day';

/** The public page /book/<handle> (DECISIONS.md §2): no sign-in, free slots in the visitor's zone. */
export function BookingPage({ handle }: { handle: string }) {
  const timeZone = useMemo(visitorTimeZone, []);
  const page = trpc.booking.page.useQuery({ handle }, { retry: false, meta: { globalErrorToast: false } });
  // The window is fixed when the page opens, so refetches ask for the same range.
  const [range] = useState(() => {
    const from = Date.now();
    return { from: new Date(from).toISOString(), to: new Date(from + 28 * DAY_MS).toISOString() };
  });
  const slots = trpc.booking.slots.useQuery(
    { handle, ...range },
    { enabled: page.isSuccess, meta: { globalErrorToast: false } },
  );
  const [selected, setSelected] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ start: string; email: string; title: string } | null>(null);

  return (
    <main className="min-h-svh bg-muted/30 px-4 py-10">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        {page.isPending ? (
          <div role="status" aria-label="Loading booking page" className="flex flex-col gap-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : page.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{page.error.message}</AlertTitle>
            <AlertDescription>Check the link you were given.</AlertDescription>
          </Alert>
        ) : (
          <>
            <Card>
              <CardHeader>
                <CardDescription>Book a meeting with</CardDescription>
                <CardTitle className="text-2xl">
                  <h1>{page.data.ownerName}</h1>
                </CardTitle>
                {page.data.companyName && <CardDescription>{page.data.companyName}</CardDescription>}
              </CardHeader>
              <CardContent className="flex flex-col gap-2 text-sm">
                <p className="font-medium">{page.data.meetingTitle}</p>
                <p className="flex items-center gap-2 text-muted-foreground">
                  <Clock aria-hidden className="size-4" /> {page.data.meetingDuration} minutes
                </p>
                <p className="flex items-center gap-2 text-muted-foreground">
                  <MapPin aria-hidden className="size-4" /> {page.data.meetingLocation}
                </p>
                {page.data.eventDescription && (
                  <p className="whitespace-pre-line">{page.data.eventDescription}</p>
                )}
              </CardContent>
            </Card>

            {booked ? (
              <Card role="status">
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <CalendarCheck aria-hidden className="size-5 text-primary" /> You are booked
                  </CardTitle>
                  <CardDescription>
                    {booked.title}, {formatSlotDateTime(booked.start, timeZone)}. An invitation was sent to{' '}
                    {booked.email}.
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <Button variant="outline" onClick={() => setBooked(null)}>
                    Book another time
                  </Button>
                </CardContent>
              </Card>
            ) : (
              <Card>
                <CardHeader>
                  <CardTitle>Pick a time</CardTitle>
                  <CardDescription>
                    Times are shown in your timezone ({timeZone.replaceAll('_', ' ')}).
                  </CardDescription>
                </CardHeader>
                <CardContent className="flex flex-col gap-6">
                  {slots.isPending ? (
                    <Skeleton className="h-32 w-full" />
                  ) : slots.isError ? (
                    <Alert variant="destructive">
                      <AlertTitle>Could not load the free times</AlertTitle>
                      <AlertDescription>
                        <Button variant="outline" size="sm" onClick={() => void slots.refetch()}>
                          Try again
                        </Button>
                      </AlertDescription>
                    </Alert>
                  ) : (
                    <SlotPicker
                      slots={slots.data.slots}
                      timeZone={timeZone}
                      selected={selected}
                      onSelect={setSelected}
                    />
                  )}
                  {selected && (
                    <BookingForm
                      key={selected}
                      handle={handle}
                      start={selected}
                      timeZone={timeZone}
                      onTaken={() => void slots.refetch()}
                      onBooked={(booking) => {
                        setBooked(booking);
                        setSelected(null);
                        void slots.refetch();
                      }}
                    />
                  )}
                </CardContent>
              </Card>
            )}
          </>
        )}
      </div>
    </main>
  );
}
