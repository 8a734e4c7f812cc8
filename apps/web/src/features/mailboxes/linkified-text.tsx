import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';

// App paths (invite links) open in the app; absolute http(s) links open in a new tab.
const LINK_PATTERN = /(https?:\/\/[^\s<>"]+|\/invite\/[\w-]+)/g;

/** A mail body as plain text with its links clickable; never rendered as HTML. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(LINK_PATTERN);
  return (
    <p className="whitespace-pre-wrap break-words text-sm">
      {parts.map((part, index) => {
        const key = `${index}-${part.length}`;
        if (index % 2 === 0) return <Fragment key={key}>{part}</Fragment>;
        if (part.startsWith('/'))
          return (
            <Link key={key} to={part} className="font-medium text-primary underline underline-offset-4">
              {part}
            </Link>
          );
        return (
          <a
            key={key}
            href={part}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4"
          >
            {part}
          </a>
        );
      })}
    </p>
  );
}
