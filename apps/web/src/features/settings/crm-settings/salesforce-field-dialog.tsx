import {
  DEFAULT_TEXT_FIELD_LENGTH,
  type SalesforceObject,
  salesforceApiNameOf,
  salesforceFieldTypes,
  salesforceObjects,
} from '@leadpath/core';
import { createSalesforceFieldSchema, hasLength } from '@leadpath/core/schemas/crm';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldDescription, FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Modal } from '@/components/ui/modal';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { CREATE_FIELD_FAILED, SALESFORCE_DEPLOY_INFO, toastCrmFailure } from './crm-toasts';

type SalesforceFieldType = (typeof salesforceFieldTypes)[number];

interface SalesforceFieldDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}

/** Spec §5 "Salesforce custom field": the API name follows the label until the user edits it. */
export function SalesforceFieldDialog({ open, onOpenChange, onCreated }: SalesforceFieldDialogProps) {
  const id = useId();
  const [objectType, setObjectType] = useState<SalesforceObject>('Contact');
  const [fieldLabel, setFieldLabel] = useState('');
  const [customName, setCustomName] = useState<string | null>(null);
  const [fieldType, setFieldType] = useState<SalesforceFieldType>('Text');
  const [length, setLength] = useState(String(DEFAULT_TEXT_FIELD_LENGTH));
  const [description, setDescription] = useState('');
  const [required, setRequired] = useState(false);
  const [unique, setUnique] = useState(false);
  const [picklist, setPicklist] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldName = customName ?? salesforceApiNameOf(fieldLabel);

  const create = trpc.crm.createSalesforceField.useMutation({
    meta: { globalErrorToast: false },
    onSuccess: (answer) => {
      toast.success(answer.message);
      toast.info(SALESFORCE_DEPLOY_INFO);
      onOpenChange(false);
      setFieldLabel('');
      setCustomName(null);
      setPicklist('');
      onCreated();
    },
    onError: (err) => toastCrmFailure(err, CREATE_FIELD_FAILED),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createSalesforceFieldSchema.safeParse({
      objectType,
      fieldLabel,
      fieldName,
      fieldType,
      length: hasLength(fieldType) && length !== '' ? Number(length) : undefined,
      description,
      required,
      unique,
      picklistValues: picklist.split('\n'),
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? CREATE_FIELD_FAILED;
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
      title="New Salesforce field"
      description="Creates a custom field in your Salesforce org."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={create.isPending}>
            {create.isPending ? <Spinner /> : null}
            Create field
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
              onChange={(event) => setObjectType(event.target.value as SalesforceObject)}
            >
              {salesforceObjects.map((object) => (
                <option key={object}>{object}</option>
              ))}
            </NativeSelect>
          </Field>
          <Field>
            <Label htmlFor={`${id}-type`}>Field type</Label>
            <NativeSelect
              id={`${id}-type`}
              value={fieldType}
              onChange={(event) => setFieldType(event.target.value as SalesforceFieldType)}
            >
              {salesforceFieldTypes.map((type) => (
                <option key={type}>{type}</option>
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
          <Label htmlFor={`${id}-name`}>API name</Label>
          <Input
            id={`${id}-name`}
            value={fieldName}
            aria-describedby={`${id}-name-hint`}
            onChange={(event) => setCustomName(event.target.value)}
          />
          <FieldDescription id={`${id}-name-hint`}>Derived from the label; ends with __c.</FieldDescription>
        </Field>
        {hasLength(fieldType) ? (
          <Field>
            <Label htmlFor={`${id}-length`}>Length</Label>
            <Input
              id={`${id}-length`}
              type="number"
              inputMode="numeric"
              min={1}
              value={length}
              onChange={(event) => setLength(event.target.value)}
            />
          </Field>
        ) : null}
        {fieldType === 'Picklist' ? (
          <Field>
            <Label htmlFor={`${id}-picklist`}>Picklist values</Label>
            <Textarea
              id={`${id}-picklist`}
              rows={4}
              value={picklist}
              aria-describedby={`${id}-picklist-hint`}
              onChange={(event) => setPicklist(event.target.value)}
            />
            <FieldDescription id={`${id}-picklist-hint`}>One value per line.</FieldDescription>
          </Field>
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
        <div className="flex flex-wrap gap-6">
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-required`}
              checked={required}
              onCheckedChange={(v) => setRequired(v === true)}
            />
            <Label htmlFor={`${id}-required`}>Required</Label>
          </div>
          <div className="flex items-center gap-2">
            <Checkbox id={`${id}-unique`} checked={unique} onCheckedChange={(v) => setUnique(v === true)} />
            <Label htmlFor={`${id}-unique`}>Unique</Label>
          </div>
        </div>
        <FieldError role="alert">{problem}</FieldError>
      </form>
    </Modal>
  );
}
