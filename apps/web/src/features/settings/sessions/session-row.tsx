import type { RouterOutputs } from '@leadpath/api';
import { MonitorIcon, SmartphoneIcon, TabletIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export type AccountSession = RouterOutputs['account']['sessions']['sessions'][number];

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => dateTime.format(new Date(iso));

function DeviceIcon({ device }: { device: string }) {
  if (device.includes('(Mobile)')) return <SmartphoneIcon aria-hidden />;
  if (device.includes('(Tablet)')) return <TabletIcon aria-hidden />;
  return <MonitorIcon aria-hidden />;
}

interface SessionRowProps {
  session: AccountSession;
  revoking: boolean;
  onRevoke: () => void;
}

/** One signed-in browser: what it is, where from, since when, and a way to sign it out. */
export function SessionRow({ session, revoking, onRevoke }: SessionRowProps) {
  const title = `${session.browser} on ${session.os}`;
  return (
    <li
      aria-label={title}
      className="flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground [&_svg]:size-4">
          <DeviceIcon device={session.device} />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-sm">{title}</span>
            {session.current ? <Badge>This device</Badge> : null}
          </div>
          <p className="text-muted-foreground text-xs">
            {session.device} · IP {session.ipAddress}
          </p>
          <p className="text-muted-foreground text-xs">
            Signed in {formatDate(session.createdAt)} · Last active {formatDate(session.lastActiveAt)}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          className="w-fit shrink-0"
          disabled={revoking}
          aria-label={`Sign out ${title}`}
          onClick={onRevoke}
        >
          {revoking ? <Spinner aria-hidden /> : null}
          Sign out
        </Button>
      )}
    </li>
  );
}
