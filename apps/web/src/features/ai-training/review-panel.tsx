import { type ReviewStatus, reviewStatuses } from '@leadpath/core/schemas/ai-training';
import { useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { trpc } from '@/lib/trpc';
import { LoadState } from './load-state';
import { ReviewCard } from './review-card';
import { ReviewWarningForm } from './review-warning-form';

const statusLabels: Record<ReviewStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

const emptyText: Record<ReviewStatus, string> = {
  pending: 'Nothing waits for review. Drafts of sequence steps set to "Wait for review" arrive here.',
  approved: 'No draft has been approved yet.',
  rejected: 'No draft has been rejected.',
};

/** The review queue (ADR 058): drafts of review-mode sequence steps, the oldest first. */
export function ReviewPanel() {
  const id = useId();
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const drafts = trpc.aiTraining.reviewList.useQuery(
    { status, limit: 50 },
    { meta: { globalErrorToast: false }, refetchInterval: 15_000 },
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Review queue</CardTitle>
        <CardDescription>
          Emails of sequence steps set to wait for review. Nothing here is sent until it is approved, and an
          approved email still passes the writer's guardrails before it leaves.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ReviewWarningForm />
        <Field className="sm:w-56">
          <Label htmlFor={`${id}-status`}>Show</Label>
          <NativeSelect
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as ReviewStatus)}
          >
            {reviewStatuses.map((each) => (
              <option key={each} value={each}>
                {statusLabels[each]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {!drafts.data ? (
          <LoadState query={drafts} what="The review queue" />
        ) : drafts.data.drafts.length === 0 ? (
          <p className="text-muted-foreground text-sm">{emptyText[status]}</p>
        ) : (
          <ul aria-label="Drafts" className="flex flex-col gap-4">
            {drafts.data.drafts.map((draft) => (
              <li key={draft.id}>
                <ReviewCard draft={draft} waitWarningHours={drafts.data.waitWarningHours} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
