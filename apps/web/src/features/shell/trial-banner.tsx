import { type AccessSubject, trialDaysRemaining, trialState } from '@leadpath/core';
import { ClockIcon, TriangleAlertIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Free users see how long the trial lasts, or that it has ended (spec §8); nothing for anyone else. */
export function TrialBanner({ user, compact = false }: { user: AccessSubject; compact?: boolean }) {
  const now = Date.now();
  const state = trialState(user, now);
  if (state === 'not-on-trial') return null;

  if (state === 'in-trial') {
    const days = trialDaysRemaining(user, now) ?? 0;
    const remaining = `${days} ${days === 1 ? 'day' : 'days'} remaining`;
    return (
      <div
        role="status"
        data-slot="trial-banner"
        data-state="in-trial"
        title={compact ? `Free Trial: ${remaining}` : undefined}
        className={cn(
          'rounded-lg border border-sky-500/30 bg-sky-500/10 text-sky-900 dark:text-sky-100',
          compact ? 'flex items-center gap-1 px-1.5 py-1' : 'flex items-start gap-2 px-3 py-2',
        )}
      >
        <ClockIcon aria-hidden className={cn('shrink-0', compact ? 'size-3.5' : 'mt-0.5 size-4')} />
        {compact ? (
          <span className="font-semibold text-xs tabular-nums">
            <span className="sr-only">Free Trial: </span>
            {days}d<span className="sr-only"> remaining</span>
          </span>
        ) : (
          <div className="min-w-0 text-xs leading-snug">
            <p className="font-semibold text-sm">Free Trial</p>
            <p>{remaining}</p>
          </div>
        )}
      </div>
    );
  }

  // A Free user without a trial end date has no trial to count down; the access rule still applies.
  if (state !== 'expired') return null;
  return (
    <div
      role="status"
      data-slot="trial-banner"
      data-state="expired"
      title={compact ? 'Trial Expired: Upgrade to continue using the product' : undefined}
      className={cn(
        'rounded-lg border border-destructive/40 bg-destructive/10 text-destructive',
        compact ? 'flex justify-center px-1 py-1.5' : 'flex items-start gap-2 px-3 py-2',
      )}
    >
      <TriangleAlertIcon aria-hidden className={cn('size-4 shrink-0', !compact && 'mt-0.5')} />
      {compact ? (
        <span className="sr-only">Trial Expired: Upgrade to continue using the product</span>
      ) : (
        <div className="min-w-0 text-xs leading-snug">
          <p className="font-semibold text-sm">Trial Expired</p>
          <p>Upgrade to continue using the product</p>
        </div>
      )}
    </div>
  );
}
