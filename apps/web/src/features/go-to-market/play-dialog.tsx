import { replyClasses, replyClassLabels } from '@leadpath/core/schemas/assist';
import {
  type PlayAction,
  type PlayFields,
  type PlayTrigger,
  playActionLabels,
  playActions,
  playActionsWithSequence,
  playFieldsSchema,
  playTriggerLabels,
  playTriggers,
} from '@leadpath/core/schemas/playbooks';
import { prospectStatuses, prospectStatusLabels } from '@leadpath/core/schemas/prospects';
import { taskTypeLabels, taskTypes } from '@leadpath/core/schemas/tasks';
import { useId, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-errors';
import { fieldErrorsOf } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { ListField } from './list-field';
import type { Play } from './play-words';

type Field = keyof PlayFields;

const blankPlay = (): PlayFields => ({
  name: '',
  trigger: 'prospect_created',
  noReplyDays: null,
  replyClass: null,
  persona: null,
  titles: [],
  action: 'enroll',
  sequenceId: null,
  status: null,
  taskTitle: null,
  taskType: null,
  taskDueDays: null,
  enabled: true,
});

const fieldsOf = (play: Play): PlayFields => ({
  name: play.name,
  trigger: play.trigger,
  noReplyDays: play.noReplyDays,
  replyClass: play.replyClass,
  persona: play.persona,
  titles: play.titles,
  action: play.action,
  sequenceId: play.sequenceId,
  status: play.status,
  taskTitle: play.taskTitle,
  taskType: play.taskType,
  taskDueDays: play.taskDueDays,
  enabled: play.enabled,
});

/** Add or change a triggered play: its trigger, who it reaches, what it does. */
export function PlayDialog({
  playbookId,
  personas,
  play,
  open,
  onOpenChange,
}: {
  playbookId: string;
  personas: readonly { name: string }[];
  play: Play | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [fields, setFields] = useState<PlayFields>(() => (play ? fieldsOf(play) : blankPlay()));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const done = (verb: string) => ({
    onSuccess: async () => {
      toast.success(`Play ${verb}`);
      await utils.playbooks.plays.list.invalidate({ id: playbookId });
      onOpenChange(false);
    },
    onError: (error: unknown) => setFormError(errorMessage(error)),
  });
  const create = trpc.playbooks.plays.create.useMutation(done('added'));
  const update = trpc.playbooks.plays.update.useMutation(done('saved'));
  const pending = create.isPending || update.isPending;
  const set = (patch: Partial<PlayFields>) => setFields((current) => ({ ...current, ...patch }));

  const save = () => {
    const parsed = playFieldsSchema.safeParse(fields);
    if (!parsed.success) return setErrors(fieldErrorsOf<Field>(parsed.error));
    setErrors({});
    setFormError(null);
    if (play) update.mutate({ id: playbookId, playId: play.id, ...parsed.data });
    else create.mutate({ id: playbookId, ...parsed.data });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={play ? `Edit ${play.name}` : 'Add a triggered play'}
      description="When the trigger fires, the prospects in this playbook’s profile get the action, once each."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={save} disabled={pending} aria-busy={pending}>
            {play ? 'Save play' : 'Add play'}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4 px-6 py-4"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          label="Play name"
          value={fields.name}
          error={errors.name}
          onChange={(name) => set({ name })}
        />
        <TriggerFields fields={fields} errors={errors} set={set} />
        <SelectField
          label="Persona"
          value={fields.persona ?? ''}
          onChange={(persona) => set({ persona: persona || null })}
          options={[['', 'The whole profile'], ...personas.map((p) => [p.name, p.name] as [string, string])]}
          error={errors.persona}
        />
        <ListField
          label="Only titles containing"
          hint="Comma-separated words; empty keeps the persona’s or profile’s titles."
          value={fields.titles}
          onChange={(titles) => set({ titles })}
        />
        <ActionFields fields={fields} errors={errors} set={set} />
        <div className="flex items-center gap-2">
          <Switch
            id={`${playbookId}-enabled`}
            checked={fields.enabled}
            onCheckedChange={(enabled) => set({ enabled })}
          />
          <Label htmlFor={`${playbookId}-enabled`}>Enabled</Label>
        </div>
        {formError ? (
          <Alert variant="destructive">
            <AlertDescription>{formError}</AlertDescription>
          </Alert>
        ) : null}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

interface PartProps {
  fields: PlayFields;
  errors: Partial<Record<Field, string>>;
  set: (patch: Partial<PlayFields>) => void;
}

function TriggerFields({ fields, errors, set }: PartProps) {
  return (
    <>
      <SelectField
        label="Trigger"
        value={fields.trigger}
        onChange={(trigger) => set({ trigger: trigger as PlayTrigger })}
        options={playTriggers.map((t) => [t, playTriggerLabels[t]] as [string, string])}
        error={errors.trigger}
      />
      {fields.trigger === 'no_reply' ? (
        <TextField
          label="Days without a reply"
          type="number"
          value={fields.noReplyDays === null ? '' : String(fields.noReplyDays)}
          error={errors.noReplyDays}
          onChange={(days) => set({ noReplyDays: days === '' ? null : Number(days) })}
        />
      ) : null}
      {fields.trigger === 'reply_class' ? (
        <SelectField
          label="Reply class"
          value={fields.replyClass ?? ''}
          onChange={(value) => set({ replyClass: (value || null) as PlayFields['replyClass'] })}
          options={[
            ['', 'Choose a class'],
            ...replyClasses.map((c) => [c, replyClassLabels[c]] as [string, string]),
          ]}
          error={errors.replyClass}
        />
      ) : null}
    </>
  );
}

function ActionFields({ fields, errors, set }: PartProps) {
  const sequences = trpc.sequences.list.useQuery(undefined, { meta: { globalErrorToast: false } });
  const sequenceOptions: [string, string][] = [
    ['', 'The persona’s sequence'],
    ...(sequences.data?.sequences ?? []).map((s) => [s.id, s.name] as [string, string]),
  ];
  return (
    <>
      <SelectField
        label="Action"
        value={fields.action}
        onChange={(action) => set({ action: action as PlayAction })}
        options={playActions.map((a) => [a, playActionLabels[a]] as [string, string])}
        error={errors.action}
      />
      {playActionsWithSequence.includes(fields.action) ? (
        <SelectField
          label="Sequence"
          value={fields.sequenceId ?? ''}
          onChange={(sequenceId) => set({ sequenceId: sequenceId || null })}
          options={sequenceOptions}
          error={errors.sequenceId ?? (sequences.error ? errorMessage(sequences.error) : undefined)}
        />
      ) : null}
      {fields.action === 'set_status' ? (
        <SelectField
          label="Status"
          value={fields.status ?? ''}
          onChange={(status) => set({ status: (status || null) as PlayFields['status'] })}
          options={[
            ['', 'Choose a status'],
            ...prospectStatuses.map((s) => [s, prospectStatusLabels[s]] as [string, string]),
          ]}
          error={errors.status}
        />
      ) : null}
      {fields.action === 'create_task' ? <TaskFields fields={fields} errors={errors} set={set} /> : null}
      {fields.action === 'push_crm' ? (
        <p className="text-muted-foreground text-sm">
          Queues a sync of the prospect to the CRM connected in Settings → CRM. Without one, the play’s log
          says so and nothing else happens.
        </p>
      ) : null}
    </>
  );
}

/** The task a "create a task" play makes for the prospect's owner. */
function TaskFields({ fields, errors, set }: PartProps) {
  return (
    <>
      <TextField
        label="Task title"
        value={fields.taskTitle ?? ''}
        error={errors.taskTitle}
        onChange={(taskTitle) => set({ taskTitle: taskTitle === '' ? null : taskTitle })}
      />
      <SelectField
        label="Task type"
        value={fields.taskType ?? ''}
        onChange={(taskType) => set({ taskType: (taskType || null) as PlayFields['taskType'] })}
        options={[['', 'Choose a type'], ...taskTypes.map((t) => [t, taskTypeLabels[t]] as [string, string])]}
        error={errors.taskType}
      />
      <TextField
        label="Due in days"
        type="number"
        value={fields.taskDueDays === null ? '' : String(fields.taskDueDays)}
        error={errors.taskDueDays}
        onChange={(days) => set({ taskDueDays: days === '' ? null : Number(days) })}
      />
    </>
  );
}

function TextField(props: {
  label: string;
  value: string;
  error?: string | undefined;
  type?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        type={props.type ?? 'text'}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

function SelectField(props: {
  label: string;
  value: string;
  options: [string, string][];
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <NativeSelect
        id={id}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-destructive text-sm">
      {message}
    </p>
  );
}
