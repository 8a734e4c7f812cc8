import {
  type ReplyClass,
  replyClasses,
  replyClassLabels,
  type StoredReplyClass,
} from '@leadpath/core/schemas/assist';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

/** "March 3, 2027" for a YYYY-MM-DD date. */
export const formatResumeOn = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** Who decided, said plainly: the phrase rules are rules, never "AI" (ADR 044, 052). */
export function replyClassSourceText(stored: StoredReplyClass): string {
  if (stored.source === 'user') return 'Corrected by a person';
  if (stored.source === 'model')
    return `Classified by ${stored.reason.split(' — ')[0] || 'the language model'}`;
  return 'Classified by rules';
}

const positive: readonly ReplyClass[] = ['interested', 'meeting-request'];

/** The class as a badge: interest stands out, the others are outlined. */
export function ReplyClassBadge({ stored }: { stored: StoredReplyClass }) {
  return (
    <Badge
      variant={positive.includes(stored.class) ? 'default' : 'secondary'}
      title={`${replyClassSourceText(stored)}${stored.resumeOn ? ` · back on ${formatResumeOn(stored.resumeOn)}` : ''}`}
    >
      {replyClassLabels[stored.class]}
    </Badge>
  );
}

/**
 * The class of an opened reply: its badge, who decided and why, the date it named, and a correction.
 * `linkedin`: `id` is the conversation; `messageId` names one of its replies, else its latest classified
 * one is corrected (ADR 063, 069).
 */
export function ReplyClassPanel({
  id,
  stored,
  channel = 'email',
  messageId,
}: {
  id: string;
  stored: StoredReplyClass;
  channel?: 'email' | 'linkedin';
  messageId?: string;
}) {
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState<ReplyClass>(stored.class);
  const [resumeOn, setResumeOn] = useState(stored.resumeOn ?? '');
  const classId = useId();
  const dateId = useId();
  const handlers = {
    meta: { globalErrorToast: false },
    onSuccess: () => {
      toast.success('Class corrected');
      setEditing(false);
      void utils.mailboxes.inbox.invalidate();
      if (channel === 'email') void utils.mailboxes.inboxMessage.invalidate({ id });
      else void utils.linkedinMessaging.thread.invalidate({ id });
    },
    onError: (error: unknown) => toast.error(errorMessage(error)),
  };
  const correctEmail = trpc.assist.correctReplyClass.useMutation(handlers);
  const correctLinkedin = trpc.linkedinMessaging.correctReplyClass.useMutation(handlers);
  const correct = channel === 'email' ? correctEmail : correctLinkedin;
  const dated = choice === 'out-of-office' || choice === 'not-now';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const resume = dated && resumeOn ? resumeOn : undefined;
    if (channel === 'email') correctEmail.mutate({ id, class: choice, resumeOn: resume });
    else correctLinkedin.mutate({ id, messageId, class: choice, resumeOn: resume });
  };
  return (
    <section aria-label="Reply class" className="flex flex-col gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <ReplyClassBadge stored={stored} />
        <span className="text-muted-foreground">{replyClassSourceText(stored)}</span>
        {stored.resumeOn ? (
          <span>
            Sequence resumes on <strong>{formatResumeOn(stored.resumeOn)}</strong>
          </span>
        ) : null}
        <Button variant="ghost" size="sm" className="ml-auto" onClick={() => setEditing((value) => !value)}>
          {editing ? 'Cancel' : 'Correct the class'}
        </Button>
      </div>
      {stored.reason && stored.source !== 'user' ? (
        <p className="break-words text-muted-foreground text-xs">{stored.reason}</p>
      ) : null}
      {stored.referral ? (
        <p className="text-xs">
          Suggested contact: {stored.referral.name ? `${stored.referral.name} ` : ''}&lt;
          {stored.referral.email}&gt;
        </p>
      ) : null}
      {editing ? (
        <form aria-label="Correct the class" onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <div className="flex min-w-40 flex-col gap-1">
            <Label htmlFor={classId}>Class</Label>
            <NativeSelect
              id={classId}
              value={choice}
              onChange={(event) => setChoice(event.target.value as ReplyClass)}
            >
              {replyClasses.map((value) => (
                <option key={value} value={value}>
                  {replyClassLabels[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {dated ? (
            <div className="flex flex-col gap-1">
              <Label htmlFor={dateId}>Resume on</Label>
              <Input
                id={dateId}
                type="date"
                value={resumeOn}
                onChange={(event) => setResumeOn(event.target.value)}
              />
            </div>
          ) : null}
          <Button type="submit" size="sm" disabled={correct.isPending}>
            Save
          </Button>
        </form>
      ) : null}
    </section>
  );
}
