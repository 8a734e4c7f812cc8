/** The two mails of a booking, each with the .ics invitation attached. */
import { buildIcsInvitation } from '@leadpath/core';
import type { BookingRow, UserRow } from '@leadpath/db';
import type { Mailer } from '@leadpath/integrations';

export interface BookingMailDetails {
  booking: BookingRow;
  owner: Pick<UserRow, 'id' | 'name' | 'email'>;
  ownerTimeZone: string;
  location: string;
  description: string;
  now: number;
}

/** 'Monday, November 23, 2026 at 9:00 AM EST'. */
export function formatMeetingTime(instant: number, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'long', timeZone }).format(
      instant,
    );
  } catch {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'long', timeZone: 'UTC' }).format(
      instant,
    );
  }
}

export function sendBookingMails(mailer: Mailer, details: BookingMailDetails): Promise<unknown> {
  const { booking, owner } = details;
  const ics = buildIcsInvitation({
    uid: `${booking.id}@leadpath`,
    start: booking.startAt.getTime(),
    end: booking.endAt.getTime(),
    stamp: details.now,
    summary: booking.title,
    description: details.description,
    location: details.location,
    organizer: { name: owner.name, email: owner.email },
    attendee: { name: booking.name, email: booking.email },
  });
  const attachments = [
    {
      filename: 'invite.ics',
      contentType: 'text/calendar; method=REQUEST; charset=UTF-8',
      contentBase64: Buffer.from(ics, 'utf8').toString('base64'),
    },
  ];
  const whereLine = details.location ? `\nWhere: ${details.location}` : '';
  const aboutLine = details.description ? `\n\n${details.description}` : '';
  const visitorZone = booking.visitorTimeZone ?? details.ownerTimeZone;
  // Both mails are sent on the owner's behalf, so both are listed in the owner's outbox.
  return Promise.all([
    mailer.send({
      ownerId: owner.id,
      from: owner.email,
      to: [owner.email],
      subject: `New booking: ${booking.title}`,
      text: `${booking.name} <${booking.email}> booked a meeting with you.\n\nWhen: ${formatMeetingTime(booking.startAt.getTime(), details.ownerTimeZone)}${whereLine}${aboutLine}\n\nThe invitation is attached.`,
      attachments,
    }),
    mailer.send({
      ownerId: owner.id,
      from: owner.email,
      to: [booking.email],
      subject: `Invitation: ${booking.title}`,
      text: `Hi ${booking.name},\n\nyour meeting with ${owner.name} is booked.\n\nWhen: ${formatMeetingTime(booking.startAt.getTime(), visitorZone)}${whereLine}${aboutLine}\n\nAdd it to your calendar with the attached invitation.`,
      attachments,
    }),
  ]);
}
