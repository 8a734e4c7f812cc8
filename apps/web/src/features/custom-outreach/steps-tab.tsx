import type { RouterOutputs } from '@leadpath/api';
import { isEmailStepKind } from '@leadpath/core';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LazySequenceEditor, preloadEditor } from './lazy-parts';
import { delayText, stepKindLabel } from './step-kinds';

type Sequence = RouterOutputs['sequences']['get'];

/** The steps as they will run, and the editor in their place while editing. */
export function StepsTab({ sequence }: { sequence: Sequence }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <div className="max-w-4xl">
        <LazySequenceEditor
          sequence={sequence}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </div>
    );
  }
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">
          {sequence.stopForCompany
            ? 'A reply, bounce, unsubscribe or meeting stops everyone at the same company.'
            : 'A reply, bounce, unsubscribe or meeting stops that prospect.'}
        </p>
        <Button
          variant="outline"
          onPointerEnter={preloadEditor}
          onFocus={preloadEditor}
          onClick={() => setEditing(true)}
        >
          <PencilIcon aria-hidden />
          Edit steps
        </Button>
      </div>
      <ol aria-label="Steps" className="flex flex-col gap-3">
        {sequence.steps.map((step, index) => (
          <li key={step.id}>
            <Card className="gap-3 py-4">
              <CardHeader className="px-4">
                <CardTitle className="text-base">
                  Step {step.position}: {stepKindLabel(step.kind)}
                </CardTitle>
                <CardDescription>
                  {delayText(step.delayDays, step.businessDays, index === 0)}
                  {step.sameThread ? ', in the same thread' : ''}
                  {step.review ? ', waits for review in AI Training' : ''}
                </CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-3 px-4">
                {isEmailStepKind(step.kind) ? (
                  step.variants.map((variant) => (
                    <div key={variant.id} className="flex flex-col gap-1 rounded-md border p-3">
                      <div className="flex items-center gap-2">
                        {step.variants.length > 1 ? (
                          <Badge variant="outline">Variant {variant.label}</Badge>
                        ) : null}
                        <span className="min-w-0 truncate font-medium text-sm">
                          {step.sameThread ? 'Re: (previous subject)' : variant.subject}
                        </span>
                      </div>
                      <p className="line-clamp-4 whitespace-pre-wrap break-words text-muted-foreground text-sm">
                        {variant.body}
                      </p>
                    </div>
                  ))
                ) : step.body ? (
                  <p className="whitespace-pre-wrap break-words text-muted-foreground text-sm">{step.body}</p>
                ) : (
                  <p className="text-muted-foreground text-sm">No instructions.</p>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
