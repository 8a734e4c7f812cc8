import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CallScriptCard } from './call-script-card';
import type { SessionView } from './dialer-session';

type Current = NonNullable<SessionView['current']>;

const when = (at: number) =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Who is on screen: the card, the last activity, the engagement guide, and the call script beside it. */
export function ProspectCard({ current }: { current: Current }) {
  const { prospect, script, task } = current;
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Card data-slot="prospect-card">
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">{prospect.name}</h2>
          </CardTitle>
          <CardDescription>
            {[prospect.title, prospect.company].filter(Boolean).join(' · ') || 'No title or company'}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">Phone</dt>
            <dd>{prospect.phoneE164 ?? prospect.phone}</dd>
            <dt className="text-muted-foreground">Local time</dt>
            <dd>{prospect.localTime ?? 'Time zone unknown'}</dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd>{prospect.status}</dd>
            {task && (
              <>
                <dt className="text-muted-foreground">Task</dt>
                <dd>Call step of {task.sequenceName}</dd>
              </>
            )}
            <dt className="text-muted-foreground">Last activity</dt>
            <dd>
              {prospect.lastActivity
                ? `${prospect.lastActivity.what}, ${when(prospect.lastActivity.at)}`
                : 'None yet'}
            </dd>
          </dl>
          {prospect.engagementGuide && (
            <details>
              <summary className="cursor-pointer font-medium">Engagement guide</summary>
              <p className="mt-2 whitespace-pre-wrap text-muted-foreground">{prospect.engagementGuide}</p>
            </details>
          )}
        </CardContent>
      </Card>
      <CallScriptCard script={script} />
    </div>
  );
}
