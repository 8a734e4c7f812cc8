import { useState } from 'react';
import { errorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import type { SessionView } from './dialer-session';

type Current = NonNullable<SessionView['current']>;

/** The call log form's state and its submit: the disposition is required before anything is sent. */
export function useCallLog(view: SessionView, current: Current, startedAt: number | null) {
  const [dispositionId, setDispositionId] = useState('');
  const [notes, setNotes] = useState('');
  const [followUpDate, setFollowUpDate] = useState('');
  const [followUpNote, setFollowUpNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [logged, setLogged] = useState(false);
  const log = trpc.dialer.logCall.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: () => {
      setLogged(true);
      toast.success(`Call with ${current.prospect.name} logged`);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!dispositionId) return setMissing(true);
    // A call the carrier placed gets the disposition (its duration is the carrier's); else a manual log.
    const placed = current.call;
    log.mutate({
      prospectId: current.prospect.id,
      sessionId: view.id,
      callId: placed?.id,
      dispositionId,
      notes,
      durationSeconds: !placed && startedAt ? Math.round((Date.now() - startedAt) / 1000) : undefined,
      followUp: followUpDate
        ? { dueAt: new Date(`${followUpDate}T09:00`).getTime(), note: followUpNote }
        : undefined,
    });
  }

  function chooseDisposition(id: string) {
    setDispositionId(id);
    setMissing(false);
  }

  return {
    submit,
    logged,
    pending: log.isPending,
    missing,
    dispositionId,
    chooseDisposition,
    notes,
    setNotes,
    followUpDate,
    setFollowUpDate,
    followUpNote,
    setFollowUpNote,
  };
}

export type CallLog = ReturnType<typeof useCallLog>;
