import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@leadpath/core';
import type { ChatList } from '@leadpath/core/schemas/chat-export';
import { count, eq } from 'drizzle-orm';
import type { AppDatabase } from './client.ts';
import { chatMessages, chats } from './schema/chats.ts';

interface ChatScript {
  list: ChatList;
  title: string;
  lines: [sender: 'user' | 'agent', body: string][];
}

/** A handful of conversations with the sales agent, a few in every list, so chat export has content. */
export const demoChats: readonly ChatScript[] = [
  {
    list: 'Your Sales Agent',
    title: 'Prospects in logistics',
    lines: [
      ['user', 'Find me heads of operations at logistics companies in Germany.'],
      [
        'agent',
        'I found 14 heads of operations at logistics companies in Germany. Shall I add them to a list?',
      ],
      ['user', 'Yes, add the ones at companies with 51-200 people.'],
      ['agent', 'Done: 6 prospects were added to the list "Logistics DE".'],
    ],
  },
  {
    list: 'Your Sales Agent',
    title: 'Follow-up email draft',
    lines: [
      ['user', 'Write a short follow-up to Morgan after yesterday’s demo.'],
      ['agent', 'Hi Morgan, thanks for your time yesterday. Here is the recap and the pricing we discussed.'],
    ],
  },
  {
    list: 'Favourite',
    title: 'Objection handling: price',
    lines: [
      ['user', 'How do I answer "it is too expensive"?'],
      [
        'agent',
        'Ask what they compare it with, then show the cost of one lost deal against the yearly price.',
      ],
    ],
  },
  {
    list: 'Archived',
    title: 'Q3 territory plan',
    lines: [
      ['user', 'Summarise my Q3 territory plan.'],
      ['agent', 'Focus on mid-market software in Austin and Toronto; 40 accounts, 3 touches each.'],
    ],
  },
  {
    list: 'Deleted',
    title: 'Old cold-call script',
    lines: [
      ['user', 'Give me a cold-call opener.'],
      [
        'agent',
        'Hi, this is Priya from Northwind; I will be brief: may I take 30 seconds to say why I called?',
      ],
    ],
  },
];

/** Seeds the demo chats for one user; running it again adds nothing. */
export async function seedChatsFor(db: AppDatabase, ownerId: string, now: number): Promise<void> {
  const has = await db.select({ n: count() }).from(chats).where(eq(chats.ownerId, ownerId)).get();
  if (has?.n) return;
  await db.transaction(async (tx) => {
    for (const [chatIndex, script] of demoChats.entries()) {
      const startedAt = now - (demoChats.length - chatIndex) * DAY_MS;
      const chatId = randomUUID();
      await tx
        .insert(chats)
        .values({
          id: chatId,
          ownerId,
          list: script.list,
          title: script.title,
          createdAt: new Date(startedAt),
        })
        .run();
      for (const [lineIndex, [sender, body]] of script.lines.entries()) {
        await tx
          .insert(chatMessages)
          .values({
            id: randomUUID(),
            chatId,
            sender,
            body,
            sentAt: new Date(startedAt + lineIndex * 60_000),
          })
          .run();
      }
    }
  });
}

/** Seeds chats for every given user id. */
export async function seedDemoChats(db: AppDatabase, ownerIds: Iterable<string>, now: number): Promise<void> {
  for (const ownerId of ownerIds) await seedChatsFor(db, ownerId, now);
}
