import { type SequenceStepKindInput, sequenceStepKindLabels } from '@leadpath/core';

/** What the text of a step holds, by kind: an email's body, a task's instructions, a LinkedIn note. */
export const stepBodyLabels: Record<SequenceStepKindInput, string> = {
  auto_email: 'Body',
  manual_email: 'Body',
  call: 'Call notes',
  linkedin_visit: 'Instructions',
  linkedin_connect: 'Connection note (optional)',
  linkedin_message: 'Message',
  task: 'Instructions',
};

export function stepKindLabel(kind: string): string {
  return sequenceStepKindLabels[kind as SequenceStepKindInput] ?? kind;
}

/** "Step 2 · Call task, 3 business days later". */
export function delayText(delayDays: number, businessDays: boolean, first: boolean): string {
  if (delayDays === 0) return first ? 'right after enrollment' : 'the same day';
  const unit = businessDays ? 'business day' : 'day';
  return `${delayDays} ${unit}${delayDays === 1 ? '' : 's'} ${first ? 'after enrollment' : 'later'}`;
}
