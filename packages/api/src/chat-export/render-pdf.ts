import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { type ChatDocument, documentLines } from './chat-document.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const styles = {
  title: { size: 18, bold: true, gapBefore: 0 },
  list: { size: 14, bold: true, gapBefore: 6 },
  chat: { size: 12, bold: true, gapBefore: 8 },
  meta: { size: 9, bold: false, gapBefore: 0 },
  message: { size: 10.5, bold: false, gapBefore: 2 },
  gap: { size: 6, bold: false, gapBefore: 0 },
} as const;

/** The standard fonts encode WinAnsi only: anything else becomes '?', never a crash. */
function encodable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    // A single word wider than the line is cut where it overflows.
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export async function renderChatPdf(doc: ChatDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Chat export for ${doc.ownerName}`);
  pdf.setCreator('Leadpath');
  pdf.setCreationDate(doc.generatedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - PAGE.margin * 2;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  for (const line of documentLines(doc)) {
    const style = styles[line.kind];
    const font = style.bold ? bold : regular;
    y -= style.gapBefore;
    for (const part of wrap(font, encodable(font, line.text), style.size, textWidth)) {
      const lineHeight = style.size * 1.35;
      if (y - lineHeight < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= lineHeight;
      const color = line.kind === 'meta' ? rgb(0.4, 0.4, 0.45) : rgb(0.1, 0.1, 0.12);
      page.drawText(part, { x: PAGE.margin, y, size: style.size, font, color });
    }
  }
  return pdf.save();
}
