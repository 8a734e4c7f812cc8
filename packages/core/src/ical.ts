/** A minimal iCalendar (RFC 5545) invitation: one VEVENT with an organizer and one attendee. */

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsInvitation {
  uid: string;
  /** Epoch milliseconds. */
  start: number;
  end: number;
  /** When the invitation was made. */
  stamp: number;
  summary: string;
  description?: string;
  location?: string;
  organizer: IcsPerson;
  attendee: IcsPerson;
}

/** UTC date-time form: 20261123T140000Z. */
export function icsDateTime(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
export function escapeIcsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Parameter values with a colon, semicolon or comma are quoted; quotes themselves are not allowed. */
function paramValue(value: string): string {
  const clean = value.replace(/"/g, "'");
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** Lines longer than 75 octets are folded: CRLF then one space (RFC 5545 3.1). */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      pieces.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function buildIcsInvitation(invite: IcsInvitation): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Leadpath//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `DTSTAMP:${icsDateTime(invite.stamp)}`,
    `DTSTART:${icsDateTime(invite.start)}`,
    `DTEND:${icsDateTime(invite.end)}`,
    `SUMMARY:${escapeIcsText(invite.summary)}`,
    ...(invite.description ? [`DESCRIPTION:${escapeIcsText(invite.description)}`] : []),
    ...(invite.location ? [`LOCATION:${escapeIcsText(invite.location)}`] : []),
    `ORGANIZER;CN=${paramValue(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    `ATTENDEE;CN=${paramValue(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${invite.attendee.email}`,
    'STATUS:CONFIRMED',
    'SEQUENCE:0',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
