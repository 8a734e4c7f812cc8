import type { RouterOutputs } from '@leadpath/api';
import {
  isEmailStepKind,
  SEQUENCE_LIMITS,
  type SequenceFormInput,
  type SequenceStepKindInput,
  sequenceStepKindLabels,
  sequenceStepKinds,
  variantLabels,
} from '@leadpath/core/schemas/sequences';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon, XIcon } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { DraftStepButton } from '@/components/assist/draft-step-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { insertAtCaret, PlaceholderMenu } from './placeholder-menu';
import { stepBodyLabels } from './step-kinds';

type Sequence = RouterOutputs['sequences']['get'];

interface VariantDraft {
  key: string;
  id?: string;
  subject: string;
  body: string;
}

interface StepDraft {
  key: string;
  id?: string;
  kind: SequenceStepKindInput;
  /** As typed: an empty box is sent as null and refused with the range message. */
  delayDays: string;
  businessDays: boolean;
  sameThread: boolean;
  /** Automatic emails: drafted by the writer and held in AI Training's review queue (ADR 058). */
  review: boolean;
  body: string;
  variants: VariantDraft[];
}

interface Draft {
  name: string;
  stopForCompany: boolean;
  steps: StepDraft[];
}

/** Field messages keyed by the input's path: `name`, `steps.0.delayDays`, `steps.1.variants.0.body`. */
type Errors = Record<string, string>;

let nextKey = 0;
const newKey = () => `k${++nextKey}`;

const emptyVariant = (): VariantDraft => ({ key: newKey(), subject: '', body: '' });

function newStep(kind: SequenceStepKindInput, first: boolean): StepDraft {
  return {
    key: newKey(),
    kind,
    delayDays: first ? '0' : '2',
    businessDays: true,
    sameThread: false,
    review: false,
    body: '',
    variants: isEmailStepKind(kind) ? [emptyVariant()] : [],
  };
}

function draftOf(sequence: Sequence | undefined): Draft {
  if (!sequence) return { name: '', stopForCompany: false, steps: [newStep('auto_email', true)] };
  return {
    name: sequence.name,
    stopForCompany: sequence.stopForCompany,
    steps: sequence.steps.map((step) => ({
      key: newKey(),
      id: step.id,
      kind: step.kind,
      delayDays: String(step.delayDays),
      businessDays: step.businessDays,
      sameThread: step.sameThread,
      review: step.review,
      body: step.body,
      variants: step.variants.map((variant) => ({
        key: newKey(),
        id: variant.id,
        subject: variant.subject,
        body: variant.body,
      })),
    })),
  };
}

function inputOf(draft: Draft): SequenceFormInput {
  return {
    name: draft.name,
    stopForCompany: draft.stopForCompany,
    steps: draft.steps.map((step) => {
      const email = isEmailStepKind(step.kind);
      const delay = step.delayDays.trim() === '' ? Number.NaN : Number(step.delayDays);
      return {
        ...(step.id ? { id: step.id } : {}),
        kind: step.kind,
        // NaN travels as null: the server answers with the delay's range message at the field.
        delayDays: delay,
        businessDays: step.businessDays,
        sameThread: email ? step.sameThread : false,
        review: step.kind === 'auto_email' ? step.review : false,
        // A review-mode email step's text is the writer's brief (ADR 058); other email steps have none.
        body: email && !(step.kind === 'auto_email' && step.review) ? '' : step.body,
        variants: email
          ? step.variants.map((variant) => ({
              ...(variant.id ? { id: variant.id } : {}),
              subject: step.sameThread ? '' : variant.subject,
              body: variant.body,
            }))
          : [],
      };
    }),
  };
}

const isLinkedinKind = (kind: string) => kind.startsWith('linkedin_');

/** What happens to a step that is not an automatic email on its day. */
function stepRunNote(
  kind: string,
  account: { connected: boolean; kind: string | null; name: string } | undefined,
): string {
  if (!isLinkedinKind(kind)) return 'This step becomes a task on its day, with this text prepared for you.';
  if (account === undefined)
    return 'Runs automatically through your connected LinkedIn account; without one it becomes a task on its day.';
  if (account.connected && account.kind !== 'manual')
    return `Runs automatically through ${account.name} on its day, within your daily LinkedIn limit.`;
  return account.kind === 'manual'
    ? 'Manual mode: this step becomes a task on its day, with this text prepared for you.'
    : 'No LinkedIn account is connected: this step becomes a task on its day. Connect one in LinkedIn settings and it runs automatically.';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The server's `{ path, message }` issues of a refused save (packages/api errors.ts). */
function issuesOf(error: unknown): { path: string; message: string }[] {
  if (!isRecord(error) || !isRecord(error.data) || !Array.isArray(error.data.issues)) return [];
  return error.data.issues.filter(
    (issue): issue is { path: string; message: string } =>
      isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string',
  );
}

/** The template fields of a draft with their paths, in the order the form shows them. */
function templateFields(draft: Draft): { path: string; text: string }[] {
  return draft.steps.flatMap((step, index) =>
    isEmailStepKind(step.kind)
      ? [
          ...(step.kind === 'auto_email' && step.review
            ? [{ path: `steps.${index}.body`, text: step.body }]
            : []),
          ...step.variants.flatMap((variant, v) => [
            { path: `steps.${index}.variants.${v}.subject`, text: variant.subject },
            { path: `steps.${index}.variants.${v}.body`, text: variant.body },
          ]),
        ]
      : [{ path: `steps.${index}.body`, text: step.body }],
  );
}

/** Where a refusal belongs: the issues' paths, or (a message without one) the field holding the placeholder. */
function errorsOfRefusal(error: unknown, draft: Draft): Errors {
  const errors: Errors = {};
  for (const issue of issuesOf(error)) errors[issue.path || 'form'] ??= issue.message;
  if (Object.keys(errors).length) return errors;
  const message = errorMessage(error);
  const unknown = /^Unknown placeholder \{\{(\w+)\}\}/.exec(message)?.[1];
  if (unknown) {
    const pattern = new RegExp(`\\{\\{\\s*${unknown}\\s*\\}\\}`);
    const field = templateFields(draft).find((entry) => pattern.test(entry.text));
    if (field) return { [field.path]: message };
  }
  return { form: message };
}

interface SequenceEditorProps {
  /** The sequence to edit; a new one when absent. */
  sequence?: Sequence;
  onSaved: (sequence: Sequence) => void;
  onCancel: () => void;
}

/**
 * The sequence editor: name, the company stop, and 1-20 steps of any kind, each with its delay; email
 * steps have A-E variants (subject, body) and may reply in the thread. The server checks the whole
 * sequence (one schema with it); its messages are shown at the field they are about.
 */
export function SequenceEditor({ sequence, onSaved, onCancel }: SequenceEditorProps) {
  const id = useId();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<Draft>(() => draftOf(sequence));
  // Whether LinkedIn steps run through a connected account or become tasks.
  const hasLinkedinStep = draft.steps.some((step) => isLinkedinKind(step.kind));
  const account = trpc.linkedinMessaging.account.useQuery(undefined, {
    enabled: hasLinkedinStep,
    meta: { globalErrorToast: false },
  });
  const linkedinAccount = account.data;
  const [errors, setErrors] = useState<Errors>({});
  const fields = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement>());
  const fieldId = (path: string) => `${id}-${path}`;

  function refused(error: unknown) {
    const found = errorsOfRefusal(error, draft);
    setErrors(found);
    const first = Object.keys(found).find((path) => path !== 'form');
    if (first) {
      const element = document.getElementById(fieldId(first)) ?? fields.current.get(first);
      element?.focus();
    }
  }
  const onSuccess = async (saved: Sequence) => {
    toast.success(sequence ? 'Sequence saved' : 'Sequence created');
    utils.sequences.get.setData({ id: saved.id }, saved);
    await utils.sequences.list.invalidate();
    onSaved(saved);
  };
  const create = trpc.sequences.create.useMutation({
    meta: { globalErrorToast: false },
    onSuccess,
    onError: refused,
  });
  const update = trpc.sequences.update.useMutation({
    meta: { globalErrorToast: false },
    onSuccess,
    onError: refused,
  });
  const pending = create.isPending || update.isPending;

  function clear(...paths: string[]) {
    if (!paths.some((path) => path in errors) && !('form' in errors)) return;
    setErrors((previous) => {
      const next = { ...previous };
      for (const path of paths) delete next[path];
      delete next.form;
      return next;
    });
  }
  function setStep(index: number, change: Partial<StepDraft>, ...paths: string[]) {
    setDraft((previous) => ({
      ...previous,
      steps: previous.steps.map((step, i) => (i === index ? { ...step, ...change } : step)),
    }));
    clear(...paths.map((path) => `steps.${index}.${path}`));
  }
  function setVariant(index: number, v: number, change: Partial<VariantDraft>, path: string) {
    setDraft((previous) => ({
      ...previous,
      steps: previous.steps.map((step, i) =>
        i === index
          ? {
              ...step,
              variants: step.variants.map((variant, j) => (j === v ? { ...variant, ...change } : variant)),
            }
          : step,
      ),
    }));
    clear(`steps.${index}.variants.${v}.${path}`, `steps.${index}.variants`);
  }
  function changeKind(index: number, kind: SequenceStepKindInput) {
    const step = draft.steps[index];
    if (!step) return;
    const email = isEmailStepKind(kind);
    setStep(
      index,
      {
        kind,
        variants: email ? (step.variants.length ? step.variants : [emptyVariant()]) : [],
        sameThread: email ? step.sameThread : false,
        review: kind === 'auto_email' ? step.review : false,
      },
      'kind',
      'variants',
    );
  }
  // Errors are keyed by position: a reorder or removal makes them stale, so they go.
  function moveStep(index: number, by: -1 | 1) {
    setDraft((previous) => {
      const steps = [...previous.steps];
      const [step] = steps.splice(index, 1);
      if (step) steps.splice(index + by, 0, step);
      return { ...previous, steps };
    });
    setErrors({});
  }
  function removeStep(index: number) {
    setDraft((previous) => ({ ...previous, steps: previous.steps.filter((_, i) => i !== index) }));
    setErrors({});
  }
  function addStep() {
    setDraft((previous) => ({ ...previous, steps: [...previous.steps, newStep('auto_email', false)] }));
    clear('steps');
  }
  function addVariant(index: number) {
    const step = draft.steps[index];
    if (!step) return;
    setStep(index, { variants: [...step.variants, emptyVariant()] }, 'variants');
  }
  function removeVariant(index: number, v: number) {
    const step = draft.steps[index];
    if (!step) return;
    setStep(index, { variants: step.variants.filter((_, j) => j !== v) });
    setErrors({});
  }

  /** Puts a placeholder at the caret of a template field, then gives the field the focus back. */
  function insert(path: string, value: string, token: string, apply: (next: string) => void) {
    const element = fields.current.get(path) ?? null;
    const next = insertAtCaret(element, value, token);
    apply(next.value);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  }
  const register = (path: string) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    if (element) fields.current.set(path, element);
    else fields.current.delete(path);
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    const input = inputOf(draft);
    if (sequence) update.mutate({ id: sequence.id, ...input });
    else create.mutate(input);
  }

  const fieldProps = (path: string) => ({
    id: fieldId(path),
    'aria-invalid': errors[path] ? true : undefined,
    'aria-describedby': errors[path] ? `${fieldId(path)}-error` : undefined,
  });
  const errorOf = (path: string) => <FieldError id={`${fieldId(path)}-error`}>{errors[path]}</FieldError>;
  const firstEmailIndex = draft.steps.findIndex((step) => isEmailStepKind(step.kind));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Sequence editor">
      {errors.form ? (
        <Alert variant="destructive">
          <AlertTitle>The sequence was not saved</AlertTitle>
          <AlertDescription>{errors.form}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
        <Field>
          <Label htmlFor={fieldId('name')}>Sequence name</Label>
          <Input
            {...fieldProps('name')}
            ref={register('name')}
            value={draft.name}
            maxLength={SEQUENCE_LIMITS.name}
            placeholder="Founders, Q1 follow-up"
            onChange={(event) => {
              setDraft({ ...draft, name: event.target.value });
              clear('name');
            }}
          />
          {errorOf('name')}
        </Field>
        <div className="flex items-center gap-3 md:pb-2">
          <Switch
            id={`${id}-company`}
            checked={draft.stopForCompany}
            onCheckedChange={(stopForCompany) => setDraft({ ...draft, stopForCompany })}
          />
          <Label htmlFor={`${id}-company`} className="font-normal">
            A reply stops everyone at the same company
          </Label>
        </div>
      </div>

      <ol aria-label="Steps" className="flex flex-col gap-4">
        {draft.steps.map((step, index) => {
          const email = isEmailStepKind(step.kind);
          const base = `steps.${index}`;
          const canThread = email && firstEmailIndex !== -1 && firstEmailIndex < index;
          return (
            <li key={step.key}>
              <Card className="gap-4 py-4" aria-labelledby={`${id}-${step.key}-title`}>
                <CardHeader className="flex flex-wrap items-center justify-between gap-2 px-4">
                  <CardTitle id={`${id}-${step.key}-title`} className="text-base">
                    Step {index + 1}
                  </CardTitle>
                  <div className="flex gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Move step ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => moveStep(index, -1)}
                    >
                      <ArrowUpIcon aria-hidden />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Move step ${index + 1} down`}
                      disabled={index === draft.steps.length - 1}
                      onClick={() => moveStep(index, 1)}
                    >
                      <ArrowDownIcon aria-hidden />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove step ${index + 1}`}
                      disabled={draft.steps.length === 1}
                      onClick={() => removeStep(index)}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </div>
                </CardHeader>
                <CardContent className="flex flex-col gap-4 px-4">
                  <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
                    <Field>
                      <Label htmlFor={fieldId(`${base}.kind`)}>Step type</Label>
                      <NativeSelect
                        {...fieldProps(`${base}.kind`)}
                        value={step.kind}
                        onChange={(event) => changeKind(index, event.target.value as SequenceStepKindInput)}
                      >
                        {sequenceStepKinds.map((kind) => (
                          <option key={kind} value={kind}>
                            {sequenceStepKindLabels[kind]}
                          </option>
                        ))}
                      </NativeSelect>
                      {errorOf(`${base}.kind`)}
                    </Field>
                    <Field>
                      <Label htmlFor={fieldId(`${base}.delayDays`)}>
                        {index === 0 ? 'Days after enrollment' : 'Days after previous step'}
                      </Label>
                      <Input
                        {...fieldProps(`${base}.delayDays`)}
                        type="number"
                        inputMode="numeric"
                        min={SEQUENCE_LIMITS.delayDays.min}
                        max={SEQUENCE_LIMITS.delayDays.max}
                        value={step.delayDays}
                        onChange={(event) => setStep(index, { delayDays: event.target.value }, 'delayDays')}
                      />
                      {errorOf(`${base}.delayDays`)}
                    </Field>
                  </div>
                  <div className="flex flex-wrap gap-x-6 gap-y-2">
                    <CheckboxRow
                      id={`${id}-${step.key}-business`}
                      label="Count business days only"
                      checked={step.businessDays}
                      onChange={(businessDays) => setStep(index, { businessDays })}
                    />
                    {email ? (
                      <CheckboxRow
                        id={fieldId(`${base}.sameThread`)}
                        label="Reply in the same thread as the previous email"
                        checked={step.sameThread}
                        disabled={!canThread && !step.sameThread}
                        onChange={(sameThread) => setStep(index, { sameThread }, 'sameThread')}
                      />
                    ) : null}
                    {step.kind === 'auto_email' ? (
                      <CheckboxRow
                        id={fieldId(`${base}.review`)}
                        label="Wait for review: the writer drafts each email, a person approves it in AI Training"
                        checked={step.review}
                        onChange={(review) => setStep(index, { review }, 'review')}
                      />
                    ) : null}
                  </div>
                  {errorOf(`${base}.sameThread`)}
                  {errorOf(`${base}.review`)}
                  {step.kind === 'auto_email' && step.review ? (
                    <Field>
                      <Label htmlFor={fieldId(`${base}.body`)}>Writer's brief</Label>
                      <Textarea
                        {...fieldProps(`${base}.body`)}
                        ref={register(`${base}.body`)}
                        rows={2}
                        value={step.body}
                        placeholder="Ask about their hiring plans for the next quarter"
                        onChange={(event) => setStep(index, { body: event.target.value }, 'body')}
                      />
                      <FieldDescription>
                        What the writer is asked to write for this step (its first 500 characters). Empty: the
                        sequence's name. The variants below go out only if review is switched off first.
                      </FieldDescription>
                      {errorOf(`${base}.body`)}
                    </Field>
                  ) : null}

                  {email ? (
                    <div className="flex flex-col gap-3">
                      {step.variants.map((variant, v) => {
                        const label = variantLabels[v] ?? String(v + 1);
                        const vpath = `${base}.variants.${v}`;
                        return (
                          <fieldset
                            key={variant.key}
                            className="flex flex-col gap-3 rounded-md border p-3"
                            aria-label={`Step ${index + 1}, variant ${label}`}
                          >
                            <div className="flex items-center justify-between gap-2">
                              <legend className="font-medium text-sm">
                                {step.variants.length > 1 ? `Variant ${label}` : 'Email'}
                              </legend>
                              <DraftStepButton
                                stepNumber={index + 1}
                                suggestedGoal={draft.name}
                                onUse={({ subject, body }) =>
                                  setVariant(index, v, step.sameThread ? { body } : { subject, body }, 'body')
                                }
                              />
                              {step.variants.length > 1 ? (
                                <Button
                                  type="button"
                                  variant="ghost"
                                  size="sm"
                                  aria-label={`Remove variant ${label} of step ${index + 1}`}
                                  onClick={() => removeVariant(index, v)}
                                >
                                  <XIcon aria-hidden />
                                  Remove
                                </Button>
                              ) : null}
                            </div>
                            {step.sameThread ? (
                              <p className="text-muted-foreground text-sm">
                                Sent as a reply: the subject is the previous email's, with “Re:”.
                              </p>
                            ) : (
                              <Field>
                                <LabelRow
                                  htmlFor={fieldId(`${vpath}.subject`)}
                                  label={`Subject${step.variants.length > 1 ? ` (variant ${label})` : ''}`}
                                  menu={
                                    <PlaceholderMenu
                                      label={`Insert a placeholder in the subject of step ${index + 1}, variant ${label}`}
                                      onInsert={(token) =>
                                        insert(`${vpath}.subject`, variant.subject, token, (subject) =>
                                          setVariant(index, v, { subject }, 'subject'),
                                        )
                                      }
                                    />
                                  }
                                />
                                <Input
                                  {...fieldProps(`${vpath}.subject`)}
                                  ref={register(`${vpath}.subject`)}
                                  value={variant.subject}
                                  maxLength={SEQUENCE_LIMITS.subject}
                                  onChange={(event) =>
                                    setVariant(index, v, { subject: event.target.value }, 'subject')
                                  }
                                />
                                {errorOf(`${vpath}.subject`)}
                              </Field>
                            )}
                            <Field>
                              <LabelRow
                                htmlFor={fieldId(`${vpath}.body`)}
                                label={`Body${step.variants.length > 1 ? ` (variant ${label})` : ''}`}
                                menu={
                                  <PlaceholderMenu
                                    label={`Insert a placeholder in the body of step ${index + 1}, variant ${label}`}
                                    onInsert={(token) =>
                                      insert(`${vpath}.body`, variant.body, token, (body) =>
                                        setVariant(index, v, { body }, 'body'),
                                      )
                                    }
                                  />
                                }
                              />
                              <Textarea
                                {...fieldProps(`${vpath}.body`)}
                                ref={register(`${vpath}.body`)}
                                rows={5}
                                className="min-h-28"
                                value={variant.body}
                                onChange={(event) =>
                                  setVariant(index, v, { body: event.target.value }, 'body')
                                }
                              />
                              {errorOf(`${vpath}.body`)}
                            </Field>
                          </fieldset>
                        );
                      })}
                      {errorOf(`${base}.variants`)}
                      {step.variants.length < SEQUENCE_LIMITS.variants ? (
                        <Button
                          type="button"
                          variant="outline"
                          size="sm"
                          className="self-start"
                          onClick={() => addVariant(index)}
                        >
                          <PlusIcon aria-hidden />
                          Add variant {variantLabels[step.variants.length]}
                        </Button>
                      ) : (
                        <FieldDescription>Five variants (A to E) at most.</FieldDescription>
                      )}
                    </div>
                  ) : (
                    <Field>
                      <LabelRow
                        htmlFor={fieldId(`${base}.body`)}
                        label={stepBodyLabels[step.kind]}
                        menu={
                          <PlaceholderMenu
                            label={`Insert a placeholder in step ${index + 1}`}
                            onInsert={(token) =>
                              insert(`${base}.body`, step.body, token, (body) =>
                                setStep(index, { body }, 'body'),
                              )
                            }
                          />
                        }
                      />
                      <Textarea
                        {...fieldProps(`${base}.body`)}
                        ref={register(`${base}.body`)}
                        rows={3}
                        value={step.body}
                        onChange={(event) => setStep(index, { body: event.target.value }, 'body')}
                      />
                      <FieldDescription>{stepRunNote(step.kind, linkedinAccount)}</FieldDescription>
                      {errorOf(`${base}.body`)}
                    </Field>
                  )}
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ol>
      {errorOf('steps')}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={draft.steps.length >= SEQUENCE_LIMITS.steps.max}
          onClick={addStep}
        >
          <PlusIcon aria-hidden />
          Add step
        </Button>
        <div className="flex gap-2">
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner aria-hidden /> : null}
            {sequence ? 'Save sequence' : 'Create sequence'}
          </Button>
        </div>
      </div>
    </form>
  );
}

function LabelRow({ htmlFor, label, menu }: { htmlFor: string; label: string; menu: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Label htmlFor={htmlFor}>{label}</Label>
      {menu}
    </div>
  );
}

function CheckboxRow({
  id,
  label,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className={cn('flex items-center gap-2', disabled && 'opacity-60')}>
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onChange(value === true)}
      />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
