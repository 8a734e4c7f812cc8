import type { RouterOutputs } from '@leadpath/api';
import { IMPERSONATION_GRANT_MINUTES, type ImpersonationRecord } from '@leadpath/core';
import { TWO_FACTOR_REQUIRED_FOR_ADMIN } from '@leadpath/core/schemas/two-factor';
import { Link } from '@tanstack/react-router';
import { EyeIcon, SearchIcon, ShieldAlertIcon, ShieldIcon } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, errorStatus, handleGlobalError } from '@/lib/api-errors';
import { readImpersonation, saveImpersonation } from '@/lib/impersonation';
import { trpc } from '@/lib/trpc';
import { SetPlanControl } from './set-plan-control';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The Admin Control Panel (spec §2): user search, "View as" and the impersonation audit log. */
export function AdminPage() {
  // The server decides who is staff (the signed-in user, even while viewing someone else).
  const auditLog = trpc.admin.auditLog.useQuery(undefined, {
    meta: { globalErrorToast: false },
    retry: false,
  });
  const refused = errorStatus(auditLog.error) === 403;
  useEffect(() => {
    if (auditLog.error && !refused) handleGlobalError(auditLog.error);
  }, [auditLog.error, refused]);

  if (refused && errorMessage(auditLog.error) === TWO_FACTOR_REQUIRED_FOR_ADMIN) return <TwoFactorNeeded />;
  if (refused) return <NotAllowed />;
  if (auditLog.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-busy>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 font-semibold text-2xl tracking-tight">
          <ShieldIcon aria-hidden className="size-6" />
          Admin Control Panel
        </h1>
        <p className="text-muted-foreground text-sm">
          Find a user and view the product as they see it for up to {IMPERSONATION_GRANT_MINUTES} minutes.
          Every start, stop and change made while viewing is logged.
        </p>
      </header>
      <UserSearch />
      <AuditLog entries={auditLog.data?.entries ?? []} />
    </div>
  );
}

/** Staff without two-factor sign-in: the tools stay closed until it is set up (the server refuses them too). */
function TwoFactorNeeded() {
  return (
    <Card className="max-w-xl" data-slot="two-factor-needed">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldAlertIcon aria-hidden className="size-5 text-amber-600" />
          <h1>Two-factor authentication required</h1>
        </CardTitle>
        <CardDescription>{TWO_FACTOR_REQUIRED_FOR_ADMIN}.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/dashboard" search={{ settings: 'password' }}>
            Open Settings, Password
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function NotAllowed() {
  return (
    <Card className="max-w-xl" data-slot="not-allowed">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldAlertIcon aria-hidden className="size-5 text-destructive" />
          <h1>You are not allowed to see this page</h1>
        </CardTitle>
        <CardDescription>The Admin Control Panel is for Leadpath staff only.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/dashboard">Back to the dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function UserSearch() {
  const id = useId();
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const results = trpc.admin.searchUsers.useQuery({ q }, { placeholderData: (previous) => previous });
  const me = trpc.user.fetch.useQuery();
  const viewing = readImpersonation();
  const impersonate = trpc.admin.impersonate.useMutation({
    onSuccess: ({ impersonationData }) => {
      // The server's record; readImpersonation validates it again on every read.
      saveImpersonation(impersonationData as ImpersonationRecord);
      window.location.assign('/dashboard');
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Users</h2>
        </CardTitle>
        <CardDescription>Search by name or email.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="relative max-w-md">
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <label htmlFor={`${id}-q`} className="sr-only">
            Search users
          </label>
          <Input
            id={`${id}-q`}
            type="search"
            placeholder="Search users"
            className="pl-9"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm" aria-label="Users">
            <thead className="bg-muted/50 text-muted-foreground text-xs">
              <tr>
                <th className="px-3 py-2 font-medium">Name</th>
                <th className="px-3 py-2 font-medium">Email</th>
                <th className="px-3 py-2 font-medium">Role</th>
                <th className="px-3 py-2 font-medium">Plan</th>
                <th className="px-3 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody aria-busy={results.isFetching}>
              {(results.data?.users ?? []).map((user) => {
                // Viewing yourself is refused by the server; while viewing someone, stop first.
                const self = !viewing && user.email === me.data?.email;
                const starting = impersonate.isPending && impersonate.variables?.email === user.email;
                return (
                  <tr key={user.id} className="border-t">
                    <td className="px-3 py-2 font-medium">{user.name || '—'}</td>
                    <td className="px-3 py-2">{user.email}</td>
                    <td className="px-3 py-2">
                      <span className="flex items-center gap-2">
                        {user.role}
                        {user.isDeactivated ? <Badge variant="destructive">Deactivated</Badge> : null}
                      </span>
                    </td>
                    <td className="px-3 py-2">
                      <span className="flex items-center gap-3">
                        <Badge variant="secondary" data-testid="user-plan">
                          {user.tier}
                        </Badge>
                        <SetPlanControl user={user} />
                      </span>
                    </td>
                    <td className="px-3 py-2 text-right">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`View as ${user.name || user.email}`}
                        disabled={self || user.isDeactivated || viewing !== null || impersonate.isPending}
                        onClick={() => impersonate.mutate({ email: user.email })}
                      >
                        {starting ? <Spinner aria-hidden /> : <EyeIcon aria-hidden />}
                        View as
                      </Button>
                    </td>
                  </tr>
                );
              })}
              {results.data && results.data.users.length === 0 ? (
                <tr className="border-t">
                  <td colSpan={5} className="px-3 py-6 text-center text-muted-foreground">
                    No users match "{q}".
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
        {viewing ? (
          <p className="text-muted-foreground text-sm">
            You are viewing as {viewing.targetUserEmail}: stop first to view as someone else.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

type AuditEntry = RouterOutputs['admin']['auditLog']['entries'][number];

function AuditLog({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Impersonation audit log</h2>
        </CardTitle>
        <CardDescription>The last 100 starts, stops and changes, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm" aria-label="Impersonation audit log">
            <thead className="bg-muted/50 text-muted-foreground text-xs">
              <tr>
                <th className="px-3 py-2 font-medium">Time</th>
                <th className="px-3 py-2 font-medium">Admin</th>
                <th className="px-3 py-2 font-medium">Action</th>
                <th className="px-3 py-2 font-medium">User</th>
                <th className="px-3 py-2 font-medium">IP address</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t">
                  <td className="whitespace-nowrap px-3 py-2">
                    <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
                  </td>
                  <td className="px-3 py-2">{entry.adminEmail}</td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge variant={entry.action === 'start' ? 'default' : 'secondary'}>
                        {entry.action}
                      </Badge>
                      {entry.procedure ? (
                        <code className="font-mono text-muted-foreground text-xs">{entry.procedure}</code>
                      ) : null}
                    </span>
                  </td>
                  <td className="px-3 py-2">{entry.targetEmail || '—'}</td>
                  <td className="px-3 py-2 font-mono text-xs">{entry.ipAddress}</td>
                </tr>
              ))}
              {entries.length === 0 ? (
                <tr className="border-t">
                  <td colSpan={5} className="px-3 py-6 text-center text-muted-foreground">
                    Nobody has been viewed yet.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
