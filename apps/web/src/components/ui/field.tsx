import type * as React from 'react';
import { cn } from '@/lib/cn';

/** A label, its control, and the hint or error under it. */
function Field({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('flex flex-col gap-2', className)} {...props} />;
}

function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="field-description" className={cn('text-muted-foreground text-sm', className)} {...props} />
  );
}

function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={cn('text-destructive text-sm', className)} {...props}>
      {children}
    </p>
  );
}

export { Field, FieldDescription, FieldError };
