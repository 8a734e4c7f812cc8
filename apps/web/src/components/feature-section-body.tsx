import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface FeatureSectionBodyProps {
  /** The section's feature is on: the body is shown as is. */
  on: boolean;
  /**
   * Whether the body can be used while off. Yes (the default): blurred, sharp again while the user
   * works in it. No (CRM, API access): blurred and inert.
   */
  interactive?: boolean;
  className?: string;
  'data-testid': string;
  children: ReactNode;
}

/** The body under a section's on/off switch, blurred while the feature is off (spec §4). */
export function FeatureSectionBody({
  on,
  interactive = true,
  className,
  'data-testid': testId,
  children,
}: FeatureSectionBodyProps) {
  if (interactive) {
    return (
      <div
        data-testid={testId}
        data-blurred={on ? undefined : ''}
        className={cn(
          className,
          'transition-[filter,opacity]',
          !on &&
            'opacity-70 blur-[2px] focus-within:opacity-100 focus-within:blur-none hover:opacity-100 hover:blur-none',
        )}
      >
        {children}
      </div>
    );
  }
  return (
    <div
      data-testid={testId}
      data-disabled={on ? undefined : ''}
      inert={!on}
      aria-disabled={!on}
      className={cn(
        className,
        'transition-[filter,opacity]',
        !on && 'pointer-events-none select-none opacity-60 blur-[2px]',
      )}
    >
      {children}
    </div>
  );
}
