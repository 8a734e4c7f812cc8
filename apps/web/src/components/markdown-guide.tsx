import type * as React from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import { cn } from '@/lib/cn';

/** Headings, lists, emphasis and links only (spec §3 markdown guide content); paragraphs hold them. */
const allowedElements = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
];

const sanitizeSchema: SanitizeSchema = {
  tagNames: allowedElements,
  attributes: { a: ['href', 'title'], ol: ['start'] },
  protocols: { href: ['http', 'https', 'mailto'] },
};

const safeProtocols = new Set(['http:', 'https:', 'mailto:']);

/** Absolute http(s) and mailto addresses only; anything else (javascript:, data:, relative) becomes no link. */
function safeUrl(url: string): string {
  try {
    return safeProtocols.has(new URL(url).protocol) ? url : '';
  } catch {
    return '';
  }
}

interface HastNode {
  type: string;
  value?: string;
  children?: HastNode[];
}

/** Raw HTML written in the guide is shown as the text it is, never parsed: no rehype-raw. */
function rawHtmlAsText() {
  const visit = (node: HastNode) => {
    for (const child of node.children ?? []) {
      if (child.type === 'raw') child.type = 'text';
      else visit(child);
    }
  };
  return (tree: HastNode) => visit(tree);
}

const components: Components = {
  a: ({ href, children, title }) =>
    href ? (
      <a href={href} title={title} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      // A refused address keeps its words but loses the link.
      <span data-inert-link="">{children}</span>
    ),
};

/** Small prose styles for the allowed elements, light and dark, without the typography plugin. */
const proseClasses = cn(
  'min-w-0 break-words text-foreground text-sm leading-relaxed',
  '[&>*+*]:mt-3 [&_h1]:font-semibold [&_h1]:text-xl [&_h1]:leading-tight',
  '[&_h2]:mt-6 [&_h2]:border-border [&_h2]:border-b [&_h2]:pb-1 [&_h2]:font-semibold [&_h2]:text-base',
  '[&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-muted-foreground [&_h3]:text-sm [&_h3]:uppercase [&_h3]:tracking-wide',
  '[&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5',
  '[&_li]:marker:text-muted-foreground [&_strong]:font-semibold [&_em]:italic',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:opacity-80',
  '[&_a]:rounded-sm [&_a]:outline-none [&_a:focus-visible]:ring-[3px] [&_a:focus-visible]:ring-ring/50',
);

interface MarkdownGuideProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  markdown: string;
}

/** Renders an engagement guide's markdown safely: no raw HTML, no scripts, links open in a new tab. */
function MarkdownGuide({ markdown, className, ...props }: MarkdownGuideProps) {
  return (
    <div data-slot="markdown-guide" className={cn(proseClasses, className)} {...props}>
      <Markdown
        allowedElements={allowedElements}
        unwrapDisallowed
        urlTransform={safeUrl}
        rehypePlugins={[rawHtmlAsText, [rehypeSanitize, sanitizeSchema]]}
        components={components}
      >
        {markdown}
      </Markdown>
    </div>
  );
}

export { MarkdownGuide };
