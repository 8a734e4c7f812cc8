import { describe, expect, it } from 'vitest';
import { buildIcsInvitation, escapeIcsText, foldIcsLine } from './ical.ts';
import { renderMeetingTitle } from './meeting-title.ts';

describe('iCalendar invitation', () => {
  const ics = buildIcsInvitation({
    uid: 'booking-1@leadpath',
    start: Date.UTC(2026, 10, 23, 14),
    end: Date.UTC(2026, 10, 23, 14, 30),
    stamp: Date.UTC(2026, 10, 20, 8, 5, 9),
    summary: 'Intro call, Priya; Acme',
    description: 'Line one\nLine two',
    location: 'Zoom',
    organizer: { name: 'Priya Pro', email: 'pro@demo.test' },
    attendee: { name: 'Vic Visitor', email: 'vic@example.com' },
  });

  it('is one VEVENT request with CRLF line ends', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  });

  it('writes times in UTC and escapes text', () => {
    expect(ics).toContain('DTSTART:20261123T140000Z');
    expect(ics).toContain('DTEND:20261123T143000Z');
    expect(ics).toContain('DTSTAMP:20261120T080509Z');
    expect(ics).toContain('SUMMARY:Intro call\\, Priya\\; Acme');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two');
    expect(ics).toContain('ORGANIZER;CN=Priya Pro:mailto:pro@demo.test');
    expect(ics).toContain('mailto:vic@example.com');
  });

  it('folds long lines at 75 octets', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'é'.repeat(100)}`);
    const encoder = new TextEncoder();
    for (const line of folded.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(100)}`);
    expect(escapeIcsText('a\\b')).toBe('a\\\\b');
  });
});

describe('meeting title placeholders', () => {
  it('fills known placeholders and keeps unknown ones', () => {
    expect(
      renderMeetingTitle('{{my_name}} <> {{prospect_first_name}} ({{prospect_company_name}}) {{other}}', {
        my_name: 'Priya',
        prospect_first_name: 'Vic',
        prospect_company_name: 'Acme',
      }),
    ).toBe('Priya <> Vic (Acme) {{other}}');
    expect(renderMeetingTitle('Call with {{my_company_name}}  today', { my_company_name: '' })).toBe(
      'Call with today',
    );
  });
});
