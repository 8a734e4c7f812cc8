import {
  type CrmProviderKey,
  defaultFieldMappings,
  type FieldMapping,
  type LeadSourceField,
  leadSourceFieldOf,
  leadSourceFields,
} from '@leadpath/core';
import { Lock, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-errors';
import { CustomFieldButton } from './custom-field-button';
import { FieldFetchError } from './field-fetch-error';
import { type CrmFieldItem, useCrmFields } from './use-crm-fields';

interface FieldMappingCardProps {
  provider: CrmProviderKey;
  mappings: FieldMapping[];
  saving: boolean;
  onSave: (mappings: FieldMapping[]) => void;
}

/** Lead fields to CRM fields (spec §3, §5): required mappings stay, the rest can change or go. */
export function FieldMappingCard({ provider, mappings, saving, onSave }: FieldMappingCardProps) {
  const id = useId();
  const crmFields = useCrmFields(provider);
  const [draft, setDraft] = useState(mappings);
  const [source, setSource] = useState(mappings);
  // A new provider or a saved change from the server replaces the draft (spec §4: reset on provider change).
  if (source !== mappings) {
    setSource(mappings);
    setDraft(mappings);
  }
  const dirty = JSON.stringify(draft) !== JSON.stringify(mappings);
  const unmapped = leadSourceFields.filter((field) => !draft.some((m) => m.sourceField === field.key));

  function change(index: number, patch: Partial<FieldMapping>) {
    setDraft((list) => list.map((mapping, i) => (i === index ? { ...mapping, ...patch } : mapping)));
  }

  function optionsFor(sourceField: LeadSourceField, current: string): CrmFieldItem[] {
    const object = leadSourceFieldOf(sourceField).object;
    const fetched = crmFields.fields[object].filter((field) => field.createable || field.updateable);
    if (fetched.some((field) => field.id === current) || !current) return fetched;
    // The current target stays choosable while the fields are unknown (fetch failed or loading).
    return [
      {
        id: current,
        label: current,
        type: '',
        required: false,
        createable: true,
        updateable: true,
        custom: false,
      },
      ...fetched,
    ];
  }

  function addMapping() {
    const next = unmapped[0];
    if (!next) return;
    const target = crmFields.fields[next.object][0]?.id ?? '';
    setDraft((list) => [
      ...list,
      {
        id: `${next.key}-${Date.now()}`,
        sourceField: next.key,
        targetField: target,
        enabled: true,
        required: false,
      },
    ]);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h3 id={`${id}-title`} className="font-medium">
            Field mapping
          </h3>
          <p className="text-muted-foreground text-sm">Which CRM field receives each lead field.</p>
        </div>
        <CustomFieldButton provider={provider} onCreated={() => void crmFields.refetch()} />
      </div>

      {crmFields.error ? (
        <FieldFetchError
          message={errorMessage(crmFields.error)}
          onTryAgain={() => void crmFields.refetch()}
          retrying={crmFields.isLoading}
        />
      ) : null}

      {crmFields.isLoading && !crmFields.error ? (
        <div role="status" aria-busy="true" aria-label="Loading CRM fields" className="flex flex-col gap-2">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      ) : (
        <ul aria-label="Field mappings" className="flex flex-col gap-2">
          {draft.map((mapping, index) => {
            const sourceLabel = leadSourceFieldOf(mapping.sourceField).label;
            return (
              <li
                key={mapping.id}
                data-testid={`mapping-${mapping.sourceField}`}
                className="grid grid-cols-[1fr_auto] items-center gap-2 rounded-md border p-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto_auto]"
              >
                <NativeSelect
                  aria-label={`Lead field of mapping ${index + 1}`}
                  value={mapping.sourceField}
                  disabled={mapping.required}
                  onChange={(event) => change(index, { sourceField: event.target.value as LeadSourceField })}
                  className="col-span-2 sm:col-span-1"
                >
                  {leadSourceFields
                    .filter((field) => field.key === mapping.sourceField || unmapped.includes(field))
                    .map((field) => (
                      <option key={field.key} value={field.key}>
                        {field.label}
                      </option>
                    ))}
                </NativeSelect>
                <NativeSelect
                  aria-label={`CRM field for ${sourceLabel}`}
                  value={mapping.targetField}
                  disabled={mapping.required}
                  onChange={(event) => change(index, { targetField: event.target.value })}
                >
                  {mapping.targetField ? null : <option value="">Choose a CRM field</option>}
                  {optionsFor(mapping.sourceField, mapping.targetField).map((field) => (
                    <option key={field.id} value={field.id}>
                      {field.label === field.id ? field.id : `${field.label} (${field.id})`}
                    </option>
                  ))}
                </NativeSelect>
                <Switch
                  aria-label={`Send ${sourceLabel}`}
                  checked={mapping.enabled}
                  disabled={mapping.required}
                  onCheckedChange={(checked) => change(index, { enabled: checked })}
                />
                {mapping.required ? (
                  <span
                    className="flex size-9 items-center justify-center text-muted-foreground"
                    title="Required mappings cannot be removed"
                  >
                    <Lock aria-label={`${sourceLabel} is required`} className="size-4" />
                  </span>
                ) : (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove mapping of ${sourceLabel}`}
                    onClick={() => setDraft((list) => list.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={addMapping} disabled={unmapped.length === 0}>
          <Plus aria-hidden />
          Add mapping
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setDraft(defaultFieldMappings(provider))}>
          Reset to defaults
        </Button>
        <Button size="sm" className="sm:ml-auto" disabled={!dirty || saving} onClick={() => onSave(draft)}>
          Save mappings
        </Button>
      </div>
    </section>
  );
}
