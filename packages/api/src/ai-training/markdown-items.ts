import type { KnowledgeInput, KnowledgeKind } from '@leadpath/core/schemas/ai-training';

/** A file's name without folders and the .md/.markdown ending, as a title of last resort. */
function titleFromName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? name;
  return (
    base
      .replace(/\.(md|markdown|txt)$/i, '')
      .replace(/[-_]+/g, ' ')
      .trim() || 'Untitled'
  );
}

/**
 * A markdown file as knowledge items: one item per level-1 or level-2 heading (its text the body up
 * to the next such heading), or the whole file as one item titled by its name when it has none.
 */
export function itemsFromMarkdown(kind: KnowledgeKind, name: string, content: string): KnowledgeInput[] {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const items: KnowledgeInput[] = [];
  let title: string | null = null;
  let body: string[] = [];
  const flush = () => {
    const text = body.join('\n').trim();
    if (title !== null || text)
      items.push({ kind, title: (title ?? titleFromName(name)).slice(0, 200), body: text });
  };
  for (const line of lines) {
    const heading = /^#{1,2}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      title = heading[1]!;
      body = [];
    } else body.push(line);
  }
  flush();
  return items.filter((item) => item.title.trim() !== '');
}
