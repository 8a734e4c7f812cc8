import type { IdealCustomerProfile } from '@leadpath/core/schemas/playbooks';
import { useState } from 'react';
import { AudiencePreview } from './audience-preview';
import type { Draft } from './draft';
import { ListField } from './list-field';
import { SuggestFromWonDeals } from './suggest-button';

const fields: { key: keyof IdealCustomerProfile; label: string; hint?: string }[] = [
  {
    key: 'industries',
    label: 'Industries',
    hint: 'Comma-separated; a company matches when its industry contains one.',
  },
  { key: 'companySizes', label: 'Company sizes', hint: 'As stored on companies, e.g. 51-200.' },
  { key: 'locations', label: 'Locations' },
  { key: 'titles', label: 'Job titles', hint: 'Words a title contains, e.g. Sales, Revenue.' },
  { key: 'seniorities', label: 'Seniority', hint: 'e.g. VP, Head, Director.' },
  { key: 'excludedIndustries', label: 'Excluded industries' },
  { key: 'excludedTitles', label: 'Excluded titles', hint: 'e.g. Intern, Assistant.' },
];

/** The ideal customer profile, with the audience it reaches beside it. */
export function ProfileStep({ draft, onChange }: { draft: Draft; onChange: (draft: Draft) => void }) {
  // A suggestion replaces the fields' text: the fields start again from the new values.
  const [version, setVersion] = useState(0);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <fieldset className="flex flex-col gap-4">
        <legend className="sr-only">Ideal customer profile</legend>
        <SuggestFromWonDeals
          onSuggested={(suggested) => {
            onChange({
              ...draft,
              profile: {
                ...draft.profile,
                industries: suggested.industries,
                companySizes: suggested.companySizes,
                titles: suggested.titles,
              },
            });
            setVersion(version + 1);
          }}
        />
        {fields.map((field) => (
          <ListField
            key={`${field.key}-${version}`}
            label={field.label}
            hint={field.hint}
            value={draft.profile[field.key]}
            onChange={(entries) =>
              onChange({ ...draft, profile: { ...draft.profile, [field.key]: entries } })
            }
          />
        ))}
      </fieldset>
      <AudiencePreview playbookId={draft.id} profile={draft.profile} />
    </div>
  );
}
