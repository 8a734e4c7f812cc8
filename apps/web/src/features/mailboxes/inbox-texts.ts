/** The inbox's user-facing texts (contracts: the e2e spec reads them). */
export const INBOX_EMPTY: Record<'replies' | 'automatic' | 'unmatched', string> = {
  replies:
    'No replies yet. When a prospect answers a sequence email or writes on LinkedIn, it appears here first.',
  automatic: 'No bounces or automatic replies. Out-of-office answers and bounce notices appear here.',
  unmatched: 'Nothing unmatched. Mail that answers nothing you sent appears here, kept apart from replies.',
};
export const INBOX_UNREAD_EMPTY = 'Nothing unread here.';
export const INBOX_PICK = 'Choose a message to read the conversation and answer it.';
export const NO_MAILBOX_REPLY_NOTE =
  'No connected mailbox sent the mail this answers: your reply is kept in the local outbox, from your own address.';
