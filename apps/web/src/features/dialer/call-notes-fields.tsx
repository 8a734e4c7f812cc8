import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { CallLog } from './use-call-log';

/** The call's notes and an optional follow-up (its note only once it has a date). */
export function CallNotesFields({ callLog }: { callLog: CallLog }) {
  const ids = { notes: useId(), followUp: useId(), followUpNote: useId() };
  const { logged } = callLog;
  return (
    <>
      <Field>
        <Label htmlFor={ids.notes}>Notes</Label>
        <Textarea
          id={ids.notes}
          value={callLog.notes}
          disabled={logged}
          onChange={(event) => callLog.setNotes(event.target.value)}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <Field>
          <Label htmlFor={ids.followUp}>Follow-up on</Label>
          <Input
            id={ids.followUp}
            type="date"
            value={callLog.followUpDate}
            disabled={logged}
            onChange={(event) => callLog.setFollowUpDate(event.target.value)}
          />
        </Field>
        <Field>
          <Label htmlFor={ids.followUpNote}>Follow-up note</Label>
          <Input
            id={ids.followUpNote}
            value={callLog.followUpNote}
            disabled={logged || !callLog.followUpDate}
            onChange={(event) => callLog.setFollowUpNote(event.target.value)}
          />
        </Field>
      </div>
    </>
  );
}
