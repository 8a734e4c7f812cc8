import { type AgentVersion, agentStages, agentTones } from '@leadpath/core/schemas/ai-training';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

/** A part of the draft form: the form's ids start with `id`; each change gives the whole next form. */
export interface DraftPartProps {
  id: string;
  form: AgentVersion;
  onChange: (form: AgentVersion) => void;
}

export function DraftInstructionsField({ id, form, onChange }: DraftPartProps) {
  const classifier = form.agent === 'reply-classifier';
  return (
    <Field>
      <Label htmlFor={`${id}-instructions`}>Instructions</Label>
      <Textarea
        id={`${id}-instructions`}
        rows={4}
        value={form.instructions}
        aria-describedby={classifier ? `${id}-rules-hint` : undefined}
        onChange={(event) => onChange({ ...form, instructions: event.target.value })}
      />
      {classifier && (
        // The classifier's rules live in its instructions (ADR 073).
        <p id={`${id}-rules-hint`} className="text-muted-foreground text-xs">
          A line written <code>"phrase" =&gt; class</code> (for example{' '}
          <code>"went with another vendor" =&gt; not-interested</code>) is a rule: it sorts arriving replies
          before the built-in phrase rules; an unsubscribe request always stays one.
        </p>
      )}
    </Field>
  );
}

/** Tone, and the guardrails' word and link limits. */
export function DraftToneAndLimits({ id, form, onChange }: DraftPartProps) {
  const { guardrails } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field>
        <Label htmlFor={`${id}-tone`}>Tone</Label>
        <NativeSelect
          id={`${id}-tone`}
          value={form.tone}
          onChange={(event) => onChange({ ...form, tone: event.target.value as AgentVersion['tone'] })}
        >
          {agentTones.map((tone) => (
            <option key={tone} value={tone}>
              {tone}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <LimitField
        id={`${id}-words`}
        label="Maximum words"
        min={10}
        max={2000}
        value={guardrails.maxWords}
        onChange={(maxWords) => onChange({ ...form, guardrails: { ...guardrails, maxWords } })}
      />
      <LimitField
        id={`${id}-links`}
        label="Maximum links"
        min={0}
        max={20}
        value={guardrails.maxLinks}
        onChange={(maxLinks) => onChange({ ...form, guardrails: { ...guardrails, maxLinks } })}
      />
    </div>
  );
}

/** A guardrail's whole-number limit. */
function LimitField({
  id,
  label,
  min,
  max,
  value,
  onChange,
}: {
  id: string;
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </Field>
  );
}

/** The stages the agent works in; checked ones keep the stages' own order. */
export function DraftStages({ form, onChange }: Omit<DraftPartProps, 'id'>) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-medium text-sm">Stages</legend>
      <div className="flex flex-wrap gap-4">
        {agentStages.map((stage) => (
          <Label key={stage} className="flex items-center gap-2 font-normal">
            <Checkbox
              checked={form.stages.includes(stage)}
              onCheckedChange={(checked) =>
                onChange({
                  ...form,
                  stages: checked
                    ? agentStages.filter((each) => each === stage || form.stages.includes(each))
                    : form.stages.filter((each) => each !== stage),
                })
              }
            />
            {stage}
          </Label>
        ))}
      </div>
    </fieldset>
  );
}
