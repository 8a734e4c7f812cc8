import type { AgentVersion } from '@leadpath/core/schemas/ai-training';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { DraftInstructionsField, DraftStages, DraftToneAndLimits } from './draft-fields';
import { DraftGuardrails } from './draft-guardrails';
import { PublishControls } from './publish-controls';
import { useDraftForm } from './use-draft-form';

/** A draft version's settings: instructions, tone, stages and guardrails; saved, evaluated, published. */
export function DraftEditor({ version }: { version: AgentVersion }) {
  const id = useId();
  const { form, setForm, error, dirty, saving, submit } = useDraftForm(version);
  const part = { id, form, onChange: setForm };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Draft version {version.number} <Badge variant="outline">Draft</Badge>
        </CardTitle>
        <CardDescription>
          Changes apply once the draft is published; published versions never change.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <form
          onSubmit={submit}
          className="flex flex-col gap-4"
          aria-label={`Draft version ${version.number}`}
        >
          <DraftInstructionsField {...part} />
          <DraftToneAndLimits {...part} />
          <DraftStages {...part} />
          <DraftGuardrails {...part} />
          <FieldError role="alert">{error}</FieldError>
          <div>
            <Button type="submit" disabled={!dirty || saving}>
              Save draft
            </Button>
          </div>
        </form>
        <PublishControls version={version} unsaved={dirty} />
      </CardContent>
    </Card>
  );
}
