import type { ReviewDraft, ReviewQueueDraft } from '@leadpath/core/schemas/ai-training';
import { Badge } from '@/components/ui/badge';
import { ReviewActions } from './review-actions';

const ageOf = (since: number) => {
  const hours = Math.floor((Date.now() - since) / 3_600_000);
  return hours < 1 ? 'under an hour' : hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} days`;
};

const versionLabel = (draft: ReviewDraft) =>
  draft.agentVersionNumber === null ? 'built-in writer' : `writer v${draft.agentVersionNumber}`;

/** One queued draft: who it is for, its age and version; a pending one can be edited and decided. */
export function ReviewCard({
  draft,
  waitWarningHours,
}: {
  draft: ReviewQueueDraft;
  waitWarningHours: number;
}) {
  // Overdue as the server saw it by the app clock and the installation's setting (ADR 071).
  const { overdue } = draft;
  return (
    <article
      aria-label={`Draft for ${draft.prospectName}`}
      className="flex flex-col gap-3 rounded-md border p-4"
    >
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{draft.prospectName}</span>
        <span className="text-muted-foreground">
          {draft.prospectEmail} · {draft.sequenceName}, step {draft.stepPosition}
        </span>
        <Badge variant="outline">{versionLabel(draft)}</Badge>
        <Badge variant={overdue ? 'destructive' : 'secondary'}>
          {overdue
            ? `Waiting ${ageOf(draft.createdAt)}, over ${waitWarningHours} h`
            : `Drafted ${ageOf(draft.createdAt)} ago`}
        </Badge>
      </header>
      {draft.blockedReasons.length > 0 ? (
        <div role="alert" className="rounded-md border border-destructive/50 p-3 text-destructive text-sm">
          <p className="font-medium">Blocked by a guardrail: edit or regenerate it</p>
          <ul className="list-disc pl-5">
            {draft.blockedReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {draft.status === 'pending' ? <ReviewActions draft={draft} /> : <Decided draft={draft} />}
    </article>
  );
}

function Decided({ draft }: { draft: ReviewDraft }) {
  const when = draft.reviewedAt ? new Date(draft.reviewedAt).toLocaleString() : '';
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="font-medium">{draft.subject}</p>
      <p className="whitespace-pre-line break-words text-muted-foreground">{draft.body}</p>
      <p>
        {draft.status === 'approved' ? 'Approved' : 'Rejected'} by {draft.reviewerEmail} {when}
        {draft.editSize > 0 ? ` · edited (${draft.editSize} characters)` : ''}
        {draft.rejectReason ? ` · ${draft.rejectReason}` : ''}
      </p>
      {draft.status === 'approved' ? (
        <p>
          {draft.sentAt
            ? `Sent ${new Date(draft.sentAt).toLocaleString()} by ${versionLabel(draft)}`
            : 'Approved: it goes out with the next send of the sequence engine'}
        </p>
      ) : null}
    </div>
  );
}
