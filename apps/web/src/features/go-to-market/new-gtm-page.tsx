import { useState } from 'react';
import { FeatureGate } from '@/components/feature-gate';
import { GtmHeader } from './gtm-header';
import { GtmWizard } from './gtm-wizard';
import { TemplatePicker } from './template-picker';

/** /dashboard/gtm-playbooks (New GTM): pick a template or start blank, then the playbook's steps. */
export function NewGtmPage() {
  const [playbookId, setPlaybookId] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <GtmHeader
        title="New GTM"
        about="Plan who to reach, what to tell each persona and which sequence runs, then activate it."
      />
      <FeatureGate feature="go-to-market" name="New GTM">
        {playbookId ? <GtmWizard playbookId={playbookId} /> : <TemplatePicker onCreated={setPlaybookId} />}
      </FeatureGate>
    </div>
  );
}
