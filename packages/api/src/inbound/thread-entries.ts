/** A sent mail as a conversation shows it. */
type SentMail = { id: string; from: string; to: string[]; subject: string; text: string; createdAt: Date };

/** A received mail as a conversation shows it. */
type ReceivedMail<C extends string> = {
  id: string;
  from: string;
  fromName: string | null;
  subject: string;
  text: string;
  receivedAt: Date;
  classification: C | null;
};

/** Sent and received mail of one thread in time order (a sent mail first on a tie), times as ISO text. */
export function mailThreadEntries<C extends string>(sent: SentMail[], received: ReceivedMail<C>[]) {
  return [
    ...sent.map((row) => ({
      id: row.id,
      direction: 'sent' as const,
      from: row.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      at: row.createdAt,
      classification: null as C | null,
    })),
    ...received.map((row) => ({
      id: row.id,
      direction: 'received' as const,
      from: row.fromName ? `${row.fromName} <${row.from}>` : row.from,
      to: [] as string[],
      subject: row.subject,
      text: row.text,
      at: row.receivedAt,
      classification: row.classification,
    })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.direction === 'sent' ? -1 : 1))
    .map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}
