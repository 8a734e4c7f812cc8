import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { type ChatDocument, senderLabel } from './chat-document.ts';

const stamp = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A Word document (.docx): one heading per list, one per chat, a paragraph per message. */
export async function renderChatDocx(doc: ChatDocument): Promise<Buffer> {
  const children: Paragraph[] = [
    new Paragraph({ text: `Chat export for ${doc.ownerName}`, heading: HeadingLevel.TITLE }),
    new Paragraph({
      children: [new TextRun({ text: `Generated ${stamp(doc.generatedAt)}`, italics: true })],
    }),
  ];
  for (const section of doc.sections) {
    children.push(new Paragraph({ text: section.list, heading: HeadingLevel.HEADING_1 }));
    if (!section.chats.length) children.push(new Paragraph({ text: 'No chats in this list.' }));
    for (const chat of section.chats) {
      children.push(new Paragraph({ text: chat.title, heading: HeadingLevel.HEADING_2 }));
      children.push(
        new Paragraph({
          children: [new TextRun({ text: `Started ${stamp(chat.createdAt)}`, italics: true })],
        }),
      );
      for (const message of chat.messages) {
        children.push(
          new Paragraph({
            children: [
              new TextRun({ text: `${senderLabel(message.sender, doc.ownerName)} `, bold: true }),
              new TextRun({ text: `(${stamp(message.sentAt)}): `, color: '666666' }),
              new TextRun({ text: message.body }),
            ],
          }),
        );
      }
    }
  }
  const document = new Document({
    creator: 'Leadpath',
    title: `Chat export for ${doc.ownerName}`,
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
