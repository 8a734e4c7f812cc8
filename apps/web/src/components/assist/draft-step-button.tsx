import { PenLineIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DraftStepDialog } from './draft-step-dialog';

interface DraftStepButtonProps {
  stepNumber: number;
  suggestedGoal: string;
  onUse: (draft: { subject: string; body: string }) => void;
}

/** The step editor's Draft button and its dialog. */
export function DraftStepButton({ stepNumber, suggestedGoal, onUse }: DraftStepButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <PenLineIcon aria-hidden />
        Draft
      </Button>
      {open ? (
        <DraftStepDialog
          open
          onOpenChange={setOpen}
          stepNumber={stepNumber}
          suggestedGoal={suggestedGoal}
          onUse={onUse}
        />
      ) : null}
    </>
  );
}
