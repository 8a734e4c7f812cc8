import type { ChatList } from '@leadpath/core/schemas/chat-export';
import { type AppDatabase, chatMessages, chats } from '@leadpath/db';
import { and, asc, eq, inArray } from 'drizzle-orm';

export interface ExportedChat {
  title: string;
  createdAt: Date;
  messages: { sender: 'user' | 'agent'; body: string; sentAt: Date }[];
}

/** Everything one export file holds, independent of its format. */
export interface ChatDocument {
  ownerName: string;
  generatedAt: Date;
  sections: { list: ChatList; chats: ExportedChat[] }[];
}

/** Reads the owner's chats in the chosen lists, each with its messages in order. */
export async function loadChatDocument(
  db: AppDatabase,
  owner: { id: string; name: string },
  lists: readonly ChatList[],
  now: number,
): Promise<ChatDocument> {
  const chatRows = await db
    .select()
    .from(chats)
    .where(and(eq(chats.ownerId, owner.id), inArray(chats.list, [...lists])))
    .orderBy(asc(chats.createdAt))
    .all();
  const messageRows = chatRows.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.chatId,
            chatRows.map((chat) => chat.id),
          ),
        )
        .orderBy(asc(chatMessages.sentAt))
        .all()
    : [];
  return {
    ownerName: owner.name,
    generatedAt: new Date(now),
    sections: lists.map((list) => ({
      list,
      chats: chatRows
        .filter((chat) => chat.list === list)
        .map((chat) => ({
          title: chat.title,
          createdAt: chat.createdAt,
          messages: messageRows
            .filter((message) => message.chatId === chat.id)
            .map(({ sender, body, sentAt }) => ({ sender, body, sentAt })),
        })),
    })),
  };
}

/** The document as plain lines (heading level and text), shared by the PDF and JPG renderers. */
export type DocumentLine = { kind: 'title' | 'list' | 'chat' | 'meta' | 'message' | 'gap'; text: string };

const stamp = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

export function senderLabel(sender: 'user' | 'agent', ownerName: string): string {
  return sender === 'agent' ? 'Sales Agent' : ownerName;
}

export function documentLines(doc: ChatDocument): DocumentLine[] {
  const lines: DocumentLine[] = [
    { kind: 'title', text: `Chat export for ${doc.ownerName}` },
    { kind: 'meta', text: `Generated ${stamp(doc.generatedAt)} UTC` },
  ];
  for (const section of doc.sections) {
    lines.push({ kind: 'gap', text: '' }, { kind: 'list', text: section.list });
    if (!section.chats.length) lines.push({ kind: 'meta', text: 'No chats in this list.' });
    for (const chat of section.chats) {
      lines.push(
        { kind: 'chat', text: chat.title },
        { kind: 'meta', text: `Started ${stamp(chat.createdAt)} UTC` },
      );
      for (const message of chat.messages) {
        lines.push({
          kind: 'message',
          text: `[${stamp(message.sentAt)}] ${senderLabel(message.sender, doc.ownerName)}: ${message.body}`,
        });
      }
    }
  }
  return lines;
}

export function exportFileName(generatedAt: Date, extension: string): string {
  return `leadpath-chats-${generatedAt.toISOString().slice(0, 10)}.${extension}`;
}
