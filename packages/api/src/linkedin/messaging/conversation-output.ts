import type { linkedinConversations } from '@leadpath/db';

/** A conversation row with its linked prospect's names, as a conversation list shows it. */
export function conversationOutput({
  conversation,
  prospectFirst,
  prospectLast,
}: {
  conversation: typeof linkedinConversations.$inferSelect;
  prospectFirst: string | null;
  prospectLast: string | null;
}) {
  return {
    id: conversation.id,
    name: conversation.name,
    profileUrl: conversation.profileUrl,
    prospect:
      conversation.prospectId && prospectFirst !== null
        ? { id: conversation.prospectId, name: `${prospectFirst} ${prospectLast ?? ''}`.trim() }
        : null,
    unreadCount: conversation.unreadCount,
    lastMessageAt: conversation.lastMessageAt.getTime(),
    lastMessageText: conversation.lastMessageText,
  };
}
