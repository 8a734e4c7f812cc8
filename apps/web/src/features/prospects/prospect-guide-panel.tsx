import type { RouterOutputs } from '@leadpath/api';
import type { PersonalityType } from '@leadpath/core';
import { Link } from '@tanstack/react-router';
import { ExternalLinkIcon, PencilIcon, RefreshCwIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { LazyMarkdownGuide } from '@/components/markdown-guide-lazy';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useLeadsInvalidation } from '@/lib/use-leads-invalidation';
import { ProspectGuideEditor } from './prospect-guide-editor';
import { ProspectPersonalitySelect } from './prospect-personality-select';

type Prospect = RouterOutputs['prospects']['get'];

interface ProspectGuidePanelProps {
  prospect: Prospect;
  /** Show the link to the guide's own page (the drawer does; the page itself does not). */
  showPageLink?: boolean;
}

/** The prospect's personality type and engagement guide: view, edit, regenerate. */
export function ProspectGuidePanel({ prospect, showPageLink = false }: ProspectGuidePanelProps) {
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [confirmingRegenerate, setConfirmingRegenerate] = useState(false);
  const utils = trpc.useUtils();
  const invalidate = useLeadsInvalidation();
  const onSaved = async (saved: Prospect) => {
    utils.prospects.get.setData({ id: saved.id }, saved);
    await invalidate();
  };
  const setPersonality = trpc.prospects.setPersonality.useMutation({
    onSuccess: async (saved, input) => {
      toast.success(input.regenerate ? 'Guide regenerated' : 'Personality type saved');
      setConfirmingRegenerate(false);
      await onSaved(saved);
    },
  });
  const updateGuide = trpc.prospects.updateGuide.useMutation({
    onSuccess: async (saved) => {
      toast.success('Guide saved');
      setEditing(false);
      await onSaved(saved);
    },
  });
  const guide = prospect.engagementGuide;
  const type = prospect.personalityType;

  function changeType(next: PersonalityType | null) {
    setPersonality.mutate({ id: prospect.id, personalityType: next });
  }

  function regenerate() {
    if (!type) return;
    setPersonality.mutate({ id: prospect.id, personalityType: type, regenerate: true });
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-t pt-6">
      <h3 id={headingId} className="font-semibold text-base">
        Personality and engagement guide
      </h3>
      <ProspectPersonalitySelect
        id={`${headingId}-type`}
        value={type}
        pending={setPersonality.isPending}
        onChange={changeType}
      />
      {editing ? (
        <ProspectGuideEditor
          initialText={guide ?? ''}
          pending={updateGuide.isPending}
          onSave={(text) => updateGuide.mutate({ id: prospect.id, engagementGuide: text })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden />
              {guide ? 'Edit guide' : 'Write a guide'}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={!type || setPersonality.isPending}
              title={type ? undefined : 'Choose a personality type first'}
              onClick={() => (guide ? setConfirmingRegenerate(true) : regenerate())}
            >
              <RefreshCwIcon aria-hidden />
              Regenerate
            </Button>
            {showPageLink && guide ? (
              <Button variant="ghost" size="sm" asChild>
                <Link to="/dashboard/prospects/$prospectId/guide" params={{ prospectId: prospect.id }}>
                  <ExternalLinkIcon aria-hidden />
                  Open as page
                </Link>
              </Button>
            ) : null}
          </div>
          {guide ? (
            <article
              aria-label="Engagement guide"
              className="rounded-lg border bg-card p-4 text-card-foreground shadow-xs"
            >
              <LazyMarkdownGuide markdown={guide} />
            </article>
          ) : (
            <p className="rounded-lg border border-dashed p-4 text-muted-foreground text-sm">
              No engagement guide yet. Choose a personality type to write one from its template, or write your
              own.
            </p>
          )}
        </>
      )}
      <Modal
        open={confirmingRegenerate}
        onOpenChange={setConfirmingRegenerate}
        title="Regenerate the guide?"
        description={`The guide is rewritten from the Type ${type ?? ''} template; your edits to it are replaced.`}
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setConfirmingRegenerate(false)}>
              Cancel
            </Button>
            <Button disabled={setPersonality.isPending} onClick={regenerate}>
              {setPersonality.isPending ? <Spinner aria-hidden /> : null}
              Regenerate
            </Button>
          </>
        }
      >
        <span className="sr-only">The current guide is replaced.</span>
      </Modal>
    </section>
  );
}
