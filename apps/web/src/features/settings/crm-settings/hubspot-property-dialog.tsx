import {
  type HubspotGroup,
  type HubspotObjectType,
  hubspotFieldTypes,
  hubspotGroupsOf,
  hubspotObjectTypes,
  hubspotOptionValueOf,
  hubspotPropertyNameOf,
} from '@leadpath/core';
import { createHubspotPropertySchema } from '@leadpath/core/schemas/crm';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { CREATE_PROPERTY_FAILED, toastCrmFailure } from './crm-toasts';

type HubspotFieldType = (typeof hubspotFieldTypes)[number];

const typeLabels: Record<HubspotFieldType, string> = {
  string: 'Text (string)',
  number: 'Number',
  date: 'Date',
  datetime: 'Date and time',
  enumeration: 'Dropdown (enumeration)',
  bool: 'Yes / No (bool)',
};

/** An option's value follows its label until the user types a value of their own. */
interface OptionDraft {
  key: number;
  label: string;
  value: string | null;
}

interface HubspotPropertyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}

/** Spec §5 "HubSpot property": name from the label, option values from option labels. */
export function HubspotPropertyDialog({ open, onOpenChange, onCreated }: HubspotPropertyDialogProps) {
  const id = useId();
  const [objectType, setObjectType] = useState<HubspotObjectType>('contacts');
  const [fieldLabel, setFieldLabel] = useState('');
  const [customName, setCustomName] = useState<string | null>(null);
  const [fieldType, setFieldType] = useState<HubspotFieldType>('string');
  const [groupName, setGroupName] = useState<HubspotGroup>(hubspotGroupsOf.contacts[0]);
  const [description, setDescription] = useState('');
  const [options, setOptions] = useState<OptionDraft[]>([{ key: 0, label: '', value: null }]);
  const [problem, setProblem] = useState<string | null>(null);
  const fieldName = customName ?? hubspotPropertyNameOf(fieldLabel);
  const optionValueOf = (option: OptionDraft) => option.value ?? hubspotOptionValueOf(option.label);

  const create = trpc.crm.createHubspotProperty.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (answer) => {
      toast.success(answer.message);
      onOpenChange(false);
      setFieldLabel('');
      setCustomName(null);
      setOptions([{ key: 0, label: '', value: null }]);
      onCreated();
    },
    onError: (err) => toastCrmFailure(err, CREATE_PROPERTY_FAILED),
  });

  function changeOption(key: number, patch: Partial<OptionDraft>) {
    setOptions((list) => list.map((option) => (option.key === key ? { ...option, ...patch } : option)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createHubspotPropertySchema.safeParse({
      objectType,
      fieldName,
      fieldLabel,
      fieldType,
      groupName,
      description,
      // A row left wholly blank is not an option; a half-filled one is reported.
      options: options
        .filter((option) => option.label.trim() || optionValueOf(option).trim())
        .map((option) => ({ label: option.label, value: optionValueOf(option) })),
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? CREATE_PROPERTY_FAILED;
      setProblem(message);
      toast.error(message);
      return;
    }
    setProblem(null);
    create.mutate(parsed.data);
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="New HubSpot property"
      description="Creates a custom property in your HubSpot account."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={create.isPending}>
            {create.isPending ? <Spinner /> : null}
            Create property
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-4 px-6 py-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field>
            <Label htmlFor={`${id}-object`}>Object</Label>
            <NativeSelect
              id={`${id}-object`}
              value={objectType}
              onChange={(event) => {
                const next = event.target.value as HubspotObjectType;
                setObjectType(next);
                // The groups offered are the chosen object's own; its information group comes first.
                setGroupName(hubspotGroupsOf[next][0]);
              }}
            >
              {hubspotObjectTypes.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </NativeSelect>
          </Field>
          <Field>
            <Label htmlFor={`${id}-type`}>Field type</Label>
            <NativeSelect
              id={`${id}-type`}
              value={fieldType}
              onChange={(event) => setFieldType(event.target.value as HubspotFieldType)}
            >
              {hubspotFieldTypes.map((type) => (
                <option key={type} value={type}>
                  {typeLabels[type]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Field>
          <Label htmlFor={`${id}-label`}>Field label</Label>
          <Input
            id={`${id}-label`}
            value={fieldLabel}
            onChange={(event) => setFieldLabel(event.target.value)}
          />
        </Field>
        <Field>
          <Label htmlFor={`${id}-name`}>Field name</Label>
          <Input
            id={`${id}-name`}
            value={fieldName}
            aria-describedby={`${id}-name-hint`}
            onChange={(event) => setCustomName(event.target.value)}
          />
          <FieldDescription id={`${id}-name-hint`}>
            The internal name, derived from the label.
          </FieldDescription>
        </Field>
        <Field>
          <Label htmlFor={`${id}-group`}>Group</Label>
          <NativeSelect
            id={`${id}-group`}
            value={groupName}
            onChange={(event) => setGroupName(event.target.value as HubspotGroup)}
          >
            {hubspotGroupsOf[objectType].map((group) => (
              <option key={group}>{group}</option>
            ))}
          </NativeSelect>
        </Field>
        {fieldType === 'enumeration' ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium text-sm">Dropdown options</legend>
            {options.map((option, index) => (
              <div key={option.key} className="grid grid-cols-[1fr_1fr_auto] gap-2">
                <Input
                  aria-label={`Option ${index + 1} label`}
                  placeholder="Label"
                  value={option.label}
                  onChange={(event) => changeOption(option.key, { label: event.target.value })}
                />
                <Input
                  aria-label={`Option ${index + 1} value`}
                  placeholder="value"
                  value={optionValueOf(option)}
                  // A cleared value follows the label again.
                  onChange={(event) => changeOption(option.key, { value: event.target.value || null })}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove option ${index + 1}`}
                  onClick={() => setOptions((list) => list.filter((item) => item.key !== option.key))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            ))}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() =>
                setOptions((list) => [...list, { key: (list.at(-1)?.key ?? 0) + 1, label: '', value: null }])
              }
            >
              <Plus aria-hidden />
              Add option
            </Button>
          </fieldset>
        ) : null}
        <Field>
          <Label htmlFor={`${id}-description`}>Description</Label>
          <Textarea
            id={`${id}-description`}
            rows={2}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field>
        <FieldError role="alert">{problem}</FieldError>
      </form>
    </Modal>
  );
}
