import { InboxPanel } from './inbox-panel';
import { MailboxList } from './mailbox-list';
import { OutboxList } from './outbox-list';
import { SuppressionList } from './suppression-list';

/**
 * Mailboxes (DECISIONS.md §6, issues 20 and 28): the inbox first (replies, unread, answered in the
 * thread), then the sending mailboxes, the outbox and the suppression list.
 */
export function MailboxesPage() {
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="font-semibold text-2xl tracking-tight">Mailboxes</h1>
        <p className="text-muted-foreground text-sm">
          Replies to your sequences come first: read them and answer in the thread, from the mailbox that
          sent. Below are the mailboxes your sequences send from, and every mail Leadpath sends or saves for
          you.
        </p>
      </header>
      <InboxPanel />
      <MailboxList />
      <OutboxList />
      <SuppressionList />
    </div>
  );
}
