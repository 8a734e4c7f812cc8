import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * A form label in shadcn/ui's look on the browser's <label> (ADR 075: Radix's Label added its
 * primitive module to every form page's first download for one behaviour, kept here: a double click
 * on a label does not select its text).
 */
function Label({ className, onMouseDown, ...props }: React.ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the caller names the control (htmlFor) or wraps it
    <label
      data-slot="label"
      className={cn(
        'flex select-none items-center gap-2 font-medium text-sm leading-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // A double click selects the label's text otherwise; a control inside the label is left alone.
        const inControl = (event.target as HTMLElement).closest('button, input, select, textarea');
        if (!inControl && !event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}

export { Label };
