import type { RouterOutputs } from '@leadpath/api';
import { isAdmin, topPlan } from '@leadpath/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChartLineIcon, CrownIcon, LogOutIcon, SettingsIcon, ShieldIcon, SparklesIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/user-avatar';
import { fetchJson } from '@/lib/api-errors';
import { clearImpersonation } from '@/lib/impersonation';
import type { TooltipTriggerProps } from './sidebar-tooltip';
import { TrialBanner } from './trial-banner';

type UserProfile = RouterOutputs['user']['fetch'];

// A placeholder area route (area-pages.ts), built from a list and so not a typed path.
const ANALYTICS_PATH = '/dashboard/analytics' as '/dashboard';

interface UserCardProps {
  user: UserProfile | undefined;
  collapsed: boolean;
  onOpenSettings: () => void;
  onNavigate?: () => void;
  /** Tooltip handlers of the collapsed sidebar. */
  tooltip: (title: string) => TooltipTriggerProps;
}

function useSignOut() {
  return useMutation({
    mutationFn: () => fetchJson<{ ok: boolean }>('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      clearImpersonation();
      window.location.assign('/login');
    },
  });
}

/** Who is signed in, their plan and trial, and the ways to settings, analytics, upgrade and admin (spec §2). */
export function UserCard({ user, collapsed, onOpenSettings, onNavigate, tooltip }: UserCardProps) {
  const signOut = useSignOut();
  const signingOut = signOut.isPending || signOut.isSuccess;
  const isStaff = user ? isAdmin(user) : false;
  const name = user ? user.name || user.email : 'Loading...';

  const signOutButton = (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 text-muted-foreground"
      aria-label="Sign out"
      disabled={signingOut}
      onClick={() => signOut.mutate()}
      {...tooltip('Sign out')}
    >
      {signingOut ? <Spinner aria-hidden /> : <LogOutIcon aria-hidden />}
    </Button>
  );
  const settingsButton = (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 text-muted-foreground"
      aria-label="Open settings"
      onClick={onOpenSettings}
      {...tooltip('Settings')}
    >
      <SettingsIcon aria-hidden />
    </Button>
  );

  if (collapsed) {
    return (
      <section aria-label="Your account" data-slot="user-card" className="flex flex-col items-center gap-2">
        <div className="relative" {...tooltip(name)}>
          <UserAvatar src={user?.image} />
          {isStaff ? (
            <CrownIcon
              role="img"
              aria-label="Admin"
              className="absolute -top-1.5 -right-1.5 size-4 fill-amber-400 text-amber-500"
            />
          ) : null}
          <span className="sr-only">{name}</span>
        </div>
        {user ? <TrialBanner user={user} compact /> : null}
        <div className="flex gap-1">
          {settingsButton}
          {signOutButton}
        </div>
      </section>
    );
  }

  return (
    <section
      aria-label="Your account"
      data-slot="user-card"
      className="flex flex-col gap-3 rounded-xl border bg-background/60 p-3 dark:bg-input/20"
    >
      <div className="flex items-center gap-3">
        <UserAvatar src={user?.image} />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 font-semibold text-sm">
            <span className="truncate" aria-busy={!user}>
              {name}
            </span>
            {isStaff ? (
              <CrownIcon
                role="img"
                aria-label="Admin"
                className="size-4 shrink-0 fill-amber-400 text-amber-500"
              />
            ) : null}
          </p>
          {user ? (
            <p className="mt-0.5 flex items-center gap-2 text-muted-foreground text-xs">
              <span data-slot="user-role">{user.role}</span>
              <Badge variant="secondary" className="px-1.5 py-0 text-[0.6875rem]">
                {user.plan} Plan
              </Badge>
            </p>
          ) : null}
        </div>
        <div className="-mr-1 flex shrink-0">
          {settingsButton}
          {signOutButton}
        </div>
      </div>
      {user ? <TrialBanner user={user} /> : null}
      <div className="grid grid-cols-2 gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={ANALYTICS_PATH} onClick={onNavigate}>
            <ChartLineIcon aria-hidden />
            Analytics
          </Link>
        </Button>
        {isStaff ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard/admin" onClick={onNavigate}>
              <ShieldIcon aria-hidden />
              Admin panel
            </Link>
          </Button>
        ) : (
          <Button asChild size="sm">
            <Link to="/pricing" onClick={onNavigate}>
              <SparklesIcon aria-hidden />
              {/* The top plan has nothing to upgrade to: the link shows the plans. */}
              {user?.plan === topPlan ? 'Your plan' : 'Upgrade'}
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
