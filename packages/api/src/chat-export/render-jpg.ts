import sharp from 'sharp';
import { type ChatDocument, documentLines } from './chat-document.ts';

const WIDTH = 1000;
const MARGIN = 40;
const CHARS_PER_LINE = 100;
// JPEG tops out at 65,535 px; far below that keeps memory small.
const MAX_LINES = 600;
const styles = {
  title: { size: 26, weight: 700, height: 40, fill: '#111827' },
  list: { size: 20, weight: 700, height: 34, fill: '#111827' },
  chat: { size: 16, weight: 700, height: 28, fill: '#1f2937' },
  meta: { size: 13, weight: 400, height: 20, fill: '#6b7280' },
  message: { size: 14, weight: 400, height: 22, fill: '#1f2937' },
  gap: { size: 10, weight: 400, height: 12, fill: '#ffffff' },
} as const;

/** XML forbids most control characters: they are dropped, the rest escaped. */
const escapeXml = (value: string) =>
  [...value]
    .filter((ch) => (ch.codePointAt(0) ?? 0) >= 0x20)
    .join('')
    .replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    for (let rest = word; rest.length; rest = rest.slice(width)) {
      const piece = rest.slice(0, width);
      const candidate = line ? `${line} ${piece}` : piece;
      if (candidate.length <= width) line = candidate;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** The chats drawn as text on a white page (an SVG rendered by sharp), saved as JPEG. */
export async function renderChatJpg(doc: ChatDocument): Promise<Buffer> {
  const rows: { kind: keyof typeof styles; text: string }[] = [];
  for (const line of documentLines(doc)) {
    for (const part of wrap(line.text, CHARS_PER_LINE)) rows.push({ kind: line.kind, text: part });
  }
  const shown = rows.slice(0, MAX_LINES);
  if (rows.length > MAX_LINES)
    shown.push({
      kind: 'meta',
      text: `… ${rows.length - MAX_LINES} more lines: export as PDF or DOC for the full text`,
    });
  let y = MARGIN;
  const texts = shown.map((row) => {
    const style = styles[row.kind];
    y += style.height;
    return `<text x="${MARGIN}" y="${y - style.height * 0.3}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${style.size}" font-weight="${style.weight}" fill="${style.fill}">${escapeXml(row.text)}</text>`;
  });
  const height = y + MARGIN;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}"><rect width="100%" height="100%" fill="#ffffff"/>${texts.join('')}</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer();
}
