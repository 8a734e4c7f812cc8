import type { RouterOutputs } from '@leadpath/api';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { CrmSettingsPatch } from './use-crm-settings';

type CrmSettings = RouterOutputs['crm']['getSettings'];
type SyncOption = 'syncLeadsEnabled' | 'autoCreateAccounts' | 'autoCreateContacts' | 'includeLinkedInProfile';

const options: { key: SyncOption; label: string; hint: string }[] = [
  { key: 'syncLeadsEnabled', label: 'Sync leads', hint: 'Push your prospects to the CRM when you sync.' },
  {
    key: 'autoCreateAccounts',
    label: 'Create accounts',
    hint: 'Create or update an account for each company.',
  },
  {
    key: 'autoCreateContacts',
    label: 'Create contacts',
    hint: 'Create or update a contact for each prospect.',
  },
  {
    key: 'includeLinkedInProfile',
    label: 'Include LinkedIn profile',
    hint: 'Send the LinkedIn profile URL when it is mapped to a CRM field.',
  },
];

/** The four sync options of spec §3, each saved at once. */
export function SyncOptionsCard({
  settings,
  onChange,
}: {
  settings: CrmSettings;
  onChange: (patch: CrmSettingsPatch) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border p-4">
      <h3 id={`${id}-title`} className="font-medium">
        Sync options
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <div key={option.key} className="flex items-start justify-between gap-3 rounded-md border p-3">
            <div className="flex flex-col gap-0.5">
              <Label htmlFor={`${id}-${option.key}`}>{option.label}</Label>
              <p id={`${id}-${option.key}-hint`} className="text-muted-foreground text-xs">
                {option.hint}
              </p>
            </div>
            <Switch
              id={`${id}-${option.key}`}
              aria-describedby={`${id}-${option.key}-hint`}
              checked={settings[option.key]}
              onCheckedChange={(checked) => onChange({ [option.key]: checked })}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
